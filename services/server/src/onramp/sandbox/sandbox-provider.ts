import type { OnrampNetwork, OnrampPurchaseCurrency } from '@airlock/protocol';
import type { ChainClient, ChainClients } from '../../blockchain/chain-clients';
import { formatCents } from '../fiat-amount';
import { specPaymentCurrencies } from '../onramp-limits-table';
import type { OnrampProvider, ProviderOptions } from '../onramp-provider';
import { formatPurchase, quoteAmountsAtReferenceRates } from '../quote-amounts';
import { SANDBOX_FEE_BPS, TOKEN_DECIMALS } from '../reference-rates';

export const SANDBOX_PROVIDER_ID = 'sandbox';
export const SANDBOX_CHECKOUT_PATH = '/onramp/sandbox/checkout';

/** The currencies the sandbox sells: the chain's native ETH and its USDC. */
const SOLD: readonly string[] = ['USDC', 'ETH'];

/**
 * The chains the sandbox delivers on: devnets (a faucet key marks one) whose chains file gives a treasury key. A treasury
 * key on a chain without a faucet is ignored, so a test card can never buy tokens on a real network.
 */
export function sandboxChains(chains: ChainClients): ChainClient[] {
  return chains.all.filter((chain) => chain.config.onramp !== undefined && chain.config.faucet !== undefined);
}

function networkOf(chain: ChainClient, symbol: string): OnrampNetwork | undefined {
  const { config } = chain;
  const base = { name: config.caipNetworkId, display_name: config.name, chain_id: String(config.chainId) };
  if (!SOLD.includes(symbol)) return undefined;
  if (config.nativeCurrency.symbol === symbol) return { ...base, contract_address: '' };
  const token = config.tokens.find((candidate) => candidate.symbol === symbol && candidate.decimals === TOKEN_DECIMALS[symbol]);
  return token ? { ...base, contract_address: token.address } : undefined;
}

/**
 * The devnet's on-ramp: fixed reference rates (1 EUR = 1.08 USD, 1 ETH = 3,000 USD), a 1.5% card and 1% bank fee, no
 * network fee (the treasury pays the devnet's gas), spec §9's limits; its checkout is a page of this server.
 */
export function createSandboxProvider(chains: ChainClients): OnrampProvider {
  const options = (): ProviderOptions => {
    const purchaseCurrencies: OnrampPurchaseCurrency[] = SOLD.flatMap((symbol) => {
      const networks = sandboxChains(chains).flatMap((chain) => networkOf(chain, symbol) ?? []);
      return networks.length > 0 ? [{ id: symbol, name: symbol === 'ETH' ? 'Ether' : 'USD Coin', symbol, networks }] : [];
    });
    return { purchaseCurrencies, paymentCurrencies: specPaymentCurrencies() };
  };
  return {
    info: { id: SANDBOX_PROVIDER_ID, name: 'Airlock Sandbox', feeRange: [1, 1.5] },
    sells(purchaseCurrency, network) {
      const chain = sandboxChains(chains).find((candidate) => candidate.config.caipNetworkId === network);
      return chain !== undefined && networkOf(chain, purchaseCurrency) !== undefined;
    },
    async options() {
      return options();
    },
    sampleOptions: options,
    async quote(request) {
      const amounts = quoteAmountsAtReferenceRates({
        totalCents: request.totalCents,
        feeBps: SANDBOX_FEE_BPS[request.paymentMethod],
        networkFeeCents: 0n,
        paymentCurrency: request.paymentCurrency,
        purchaseCurrency: request.purchaseCurrency,
        purchaseDecimals: TOKEN_DECIMALS[request.purchaseCurrency]!,
      });
      return {
        purchaseAmount: formatPurchase(amounts),
        paymentSubtotal: formatCents(amounts.subtotalCents),
        providerFee: formatCents(amounts.feeCents),
        networkFee: formatCents(amounts.networkFeeCents),
        paymentTotal: formatCents(amounts.totalCents),
      };
    },
    async checkoutUrl({ serverBaseUrl, order }) {
      return `${serverBaseUrl}${SANDBOX_CHECKOUT_PATH}/${order.id}`;
    },
    async orderStatus() {
      return undefined;
    },
  };
}
