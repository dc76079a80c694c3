import { DEFAULT_REMOTE_FEATURES, NATIVE_TOKEN_ADDRESS, type SwapQuote, type SwapToken, type TokenBalance } from '@airlock/protocol';
import { startRecordingServer, type RecordedRequest } from '../recording-server';

export const SWAP_PROJECT = 'a'.repeat(32);
export const ROUTER = '0x00000000000000000000000000000000000000aa';
export const USDC_ADDRESS = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
export const DAI_ADDRESS = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';

const chain = 'eip155:31337';
const swapToken = (symbol: string, name: string, address: string, decimals: number, price: number): SwapToken => ({
  name,
  symbol,
  address: `${chain}:${address}`,
  chainId: chain,
  decimals,
  logoUri: '',
  price,
  value: 0,
  quantity: { decimals: String(decimals), numeric: '0' },
  iconUrl: '',
});

export const ETH = swapToken('ETH', 'Ether', NATIVE_TOKEN_ADDRESS, 18, 3000);
export const USDC = swapToken('USDC', 'USD Coin', USDC_ADDRESS, 6, 1);
export const DAI = swapToken('DAI', 'Dai Stablecoin', DAI_ADDRESS, 18, 1);

/** The account's holdings as /balance lists them: 1.5 ETH and 250 USDC. */
export const SWAP_BALANCES: TokenBalance[] = [
  { name: 'Ether', symbol: 'ETH', chainId: chain, price: 3000, value: 4500, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: chain,
    address: USDC_ADDRESS,
    price: 1,
    value: 250,
    quantity: { decimals: '6', numeric: '250' },
    iconUrl: '',
  },
];

/** A quote of `amount` from → to at `rate` to units (1% impact, one Uniswap v3 hop, 0.3% pool fee, 150,000 gas). */
export function quoteOf(from: string, to: string, amount: string, toAmount: string): SwapQuote {
  return {
    fromAccount: from,
    toAccount: to,
    fromAmount: amount,
    toAmount,
    priceImpact: 0.42,
    fee: ((BigInt(amount) * 3n) / 1000n).toString(),
    route: [{ protocol: 'uniswap-v3', tokenIn: from, tokenOut: to, fee: 3000 }],
    provider: 'uniswap',
    gas: '150000',
  };
}

export interface ConvertStandInOptions {
  tokens?: SwapToken[];
  /** The allowance the router has of any token (base units). */
  allowance?: string;
  /** Answers a quote request; by default 1 USDC = 0.0005 ETH and 1 ETH = 2000 USDC (6 decimals). */
  quote?: (request: RecordedRequest) => SwapQuote[] | Promise<SwapQuote[]>;
  /** Instead of the tokens: an error answer (e.g. 400 'Network not supported for Swaps'). */
  tokensError?: { status: number; message: string };
  /** The quote build-transaction builds from (by default the same as the quotes route's). */
  buildQuote?: (request: RecordedRequest) => SwapQuote[];
  features?: Partial<typeof DEFAULT_REMOTE_FEATURES>;
}

function defaultQuote(request: RecordedRequest): SwapQuote[] {
  const from = request.query.get('from') ?? '';
  const to = request.query.get('to') ?? '';
  const amount = BigInt(request.query.get('amount') ?? '0');
  const toAmount = from.endsWith(USDC_ADDRESS) ? (amount * 10n ** 12n) / 2000n : (amount * 2000n) / 10n ** 12n;
  return [quoteOf(from, to, amount.toString(), toAmount.toString())];
}

/** The server as the Swap view meets it: project config, balances and the convert routes (spec §7), recorded. */
export function startConvertApi(options: ConvertStandInOptions = {}) {
  return startRecordingServer(async (request) => {
    const path = request.path;
    if (path === '/v1/project/config')
      return { status: 200, body: { projectId: SWAP_PROJECT, name: 'x', features: { ...DEFAULT_REMOTE_FEATURES, ...options.features } } };
    if (path.endsWith('/balance')) return { status: 200, body: { balances: SWAP_BALANCES } };
    if (path === '/v1/convert/tokens') {
      if (options.tokensError) return { status: options.tokensError.status, body: { message: options.tokensError.message } };
      return { status: 200, body: { tokens: options.tokens ?? [ETH, USDC, DAI] } };
    }
    if (path === '/v1/convert/gas-price')
      return { status: 200, body: { standard: '2000000000', fast: '3000000000', instant: '4000000000' } };
    if (path === '/v1/convert/quotes') return { status: 200, body: { quotes: await (options.quote ?? defaultQuote)(request) } };
    if (path === '/v1/convert/allowance') return { status: 200, body: { allowance: options.allowance ?? '0', spender: ROUTER } };
    if (path === '/v1/convert/build-approve')
      return { status: 200, body: { tx: { from: '0x', to: USDC_ADDRESS, data: '0x095ea7b3', value: '0' } } };
    if (path === '/v1/convert/build-transaction') {
      const body = request.body as { amount: string; from: string; to: string };
      const asked = { ...request, query: new URLSearchParams({ from: body.from, to: body.to, amount: body.amount }) };
      const [quote] = (options.buildQuote ?? defaultQuote)(asked);
      return {
        status: 200,
        body: {
          tx: { from: '0x', to: ROUTER, data: '0x5ae401dc', value: body.from.endsWith(NATIVE_TOKEN_ADDRESS) ? body.amount : '0' },
          quote,
          toAmountMin: ((BigInt(quote!.toAmount) * 99n) / 100n).toString(),
          deadline: 2_000_000_000,
        },
      };
    }
    return { status: 202, body: {} };
  });
}
