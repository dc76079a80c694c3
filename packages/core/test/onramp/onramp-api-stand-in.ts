import {
  DEFAULT_REMOTE_FEATURES,
  type OnrampOrder,
  type OnrampOptionsResponse,
  type OnrampQuote,
  type TokenBalance,
} from '@airlock/protocol';
import { startRecordingServer, type RecordedRequest } from '../recording-server';

export const ONRAMP_PROJECT = 'b'.repeat(32);
const chain = 'eip155:31337';

const usdcBalance = (numeric: string): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: chain,
  address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  price: 1,
  value: Number(numeric),
  quantity: { decimals: '6', numeric },
  iconUrl: '',
});

/** Spec §9's limits, USDC and ETH on the devnet only (not on its L2), one provider unless told otherwise. */
export function standInOptions(providers = [{ id: 'sandbox', name: 'Airlock Sandbox', feeRange: [1, 1.5] as [number, number] }]) {
  const limits = [
    { id: 'card', min: '10', max: '7500' },
    { id: 'bank_account', min: '10', max: '25000' },
  ];
  const network = (contract: string) => ({ name: chain, display_name: 'Airlock Devnet', chain_id: '31337', contract_address: contract });
  return (provider?: string): OnrampOptionsResponse => ({
    providers,
    provider: provider ?? providers[0]!.id,
    purchaseCurrencies: [
      { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [network('0x5fbdb2315678afecb367f032d93f642f64180aa3')] },
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('')] },
    ],
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: limits })),
    sample: false,
  });
}

/** 1.5% fee, no network fee, 1 USD = 1 USDC (the sandbox's rates), for the amount the request names. */
export function standInQuote(request: RecordedRequest, estimated = false): OnrampQuote {
  const body = request.body as { amount: string; paymentCurrency: string; purchaseCurrency: string; provider?: string };
  const cents = Math.round(Number(body.amount) * 100);
  const fee = Math.round((cents * 15) / 1000);
  const money = (value: number) => ({ amount: (value / 100).toFixed(2), currency: body.paymentCurrency });
  return {
    paymentTotal: money(cents),
    providerFee: money(fee),
    networkFee: money(0),
    paymentSubtotal: money(cents - fee),
    purchaseAmount: { amount: ((cents - fee) / 100).toFixed(2), currency: body.purchaseCurrency },
    quoteId: `quote-${body.amount}-${body.paymentCurrency}-${body.purchaseCurrency}`,
    provider: body.provider ?? 'sandbox',
    estimated,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  };
}

export interface OnrampStandInOptions {
  options?: (provider?: string) => OnrampOptionsResponse;
  optionsStatus?: number;
  /** Answers a quote (held as long as its promise is); a number is an error status. */
  quote?: (request: RecordedRequest) => OnrampQuote | number | Promise<OnrampQuote | number>;
  /** The order each poll reads, by poll number (0-based); the last one repeats. */
  orders?: Array<Partial<OnrampOrder> | number>;
  checkoutUrl?: string;
  /** USDC the account holds: before and after the order completed. */
  balances?: { before: string; after: string };
  /** The project's on-ramp providers (remote feature `onramp`); false switches Buy off for the project. */
  remoteOnramp?: string[] | false;
}

/** The server as the Buy views meet it: project config (onramp on), balances and the on-ramp routes (spec §7), recorded. */
export async function startOnrampApi(options: OnrampStandInOptions = {}) {
  let polls = 0;
  let completed = false;
  const optionsOf = options.options ?? standInOptions();
  const server = await startRecordingServer(async (request) => {
    const path = request.path;
    if (path === '/v1/project/config')
      return {
        status: 200,
        body: {
          projectId: ONRAMP_PROJECT,
          name: 'x',
          features: { ...DEFAULT_REMOTE_FEATURES, onramp: options.remoteOnramp ?? ['sandbox'] },
        },
      };
    if (path.endsWith('/balance')) {
      const numeric = completed ? (options.balances?.after ?? '49.25') : (options.balances?.before ?? '0');
      return { status: 200, body: { balances: [usdcBalance(numeric)] } };
    }
    if (path === '/v1/onramp/options') {
      if (options.optionsStatus) return { status: options.optionsStatus, body: { message: 'unavailable' } };
      return { status: 200, body: optionsOf(request.query.get('provider') ?? undefined) };
    }
    if (path === '/v1/onramp/quote') {
      const answer = await (options.quote ?? standInQuote)(request);
      return typeof answer === 'number' ? { status: answer, body: { message: 'refused' } } : { status: 200, body: answer };
    }
    if (path === '/v1/generators/onrampurl')
      return {
        status: 200,
        body: { url: options.checkoutUrl ?? 'http://127.0.0.1:1/onramp/sandbox/checkout/order-1', orderId: 'order-1' },
      };
    if (path.startsWith('/v1/onramp/orders/')) {
      const script = options.orders ?? [{ status: 'completed' }];
      const step = script[Math.min(polls, script.length - 1)]!;
      polls += 1;
      if (typeof step === 'number') return { status: step, body: { message: 'unavailable' } };
      if (step.status === 'completed') completed = true;
      const order: OnrampOrder = {
        id: path.split('/').pop()!,
        provider: 'sandbox',
        status: 'pending',
        network: chain,
        address: '0x0',
        purchaseAmount: { amount: '49.25', currency: 'USDC' },
        paymentTotal: { amount: '50.00', currency: 'USD' },
        ...step,
      };
      return { status: 200, body: order };
    }
    return { status: 202, body: {} };
  });
  return { ...server, polls: () => polls };
}
