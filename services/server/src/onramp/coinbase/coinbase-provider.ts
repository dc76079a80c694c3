import type { OnrampPaymentCurrency, OnrampPurchaseCurrency } from '@airlock/protocol';
import { centsOf, FIAT_AMOUNT, formatCents } from '../fiat-amount';
import type { CoinbaseOnrampConfig } from '../onramp-config';
import { specPaymentCurrencies } from '../onramp-limits-table';
import type { OnrampProvider, ProviderOptions } from '../onramp-provider';
import { providerJson } from '../provider-http';
import { cdpJwt } from './cdp-jwt';
import { COINBASE_NETWORKS, COINBASE_ORDER_STATES, COINBASE_PAYMENT_METHODS } from './coinbase-networks';
import { coinbaseOnrampUrl } from './coinbase-onramp-url';

interface CoinbaseOptions {
  purchase_currencies: OnrampPurchaseCurrency[];
  payment_currencies: Array<{ id: string; limits: Array<{ id: string; min: string; max: string }> }>;
}

interface CoinbaseQuote {
  payment_total: { value: string };
  payment_subtotal: { value: string };
  purchase_amount: { value: string };
  coinbase_fee: { value: string };
  network_fee: { value: string };
}

const NAMES: Record<string, string> = { USDC: 'USD Coin', ETH: 'Ether' };
const COINBASE_METHOD_IDS: Record<string, string> = { CARD: 'card', ACH_BANK_ACCOUNT: 'bank_account' };

const fiat = (value: string) => {
  if (!FIAT_AMOUNT.test(value)) throw new Error(`Coinbase answered an amount that is not one: ${value.slice(0, 40)}`);
  return formatCents(centsOf(value));
};

function sampleOptions(): ProviderOptions {
  const purchaseCurrencies = Object.keys(NAMES).map((symbol) => ({
    id: symbol,
    name: NAMES[symbol]!,
    symbol,
    networks: Object.entries(COINBASE_NETWORKS).flatMap(([network, known]) =>
      known.sells.includes(symbol)
        ? [{ name: known.name, display_name: known.displayName, chain_id: network.split(':')[1]!, contract_address: '' }]
        : [],
    ),
  }));
  return { purchaseCurrencies, paymentCurrencies: specPaymentCurrencies() };
}

/**
 * Coinbase Onramp (https://docs.cdp.coinbase.com/onramp): with a CDP secret API key, options, quotes, session tokens and
 * transaction status from its API, each request signed by a JWT made here; with only an app id, the buy URL names the
 * addresses itself and quotes are estimates (spec §8).
 */
export function createCoinbaseProvider(config: CoinbaseOnrampConfig, timeoutMs: number): OnrampProvider {
  const api = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    if (!config.apiKeyName || !config.apiPrivateKey) throw new Error('Coinbase Onramp API calls need a CDP API key');
    const url = `${config.apiUrl}${path}`;
    const jwt = cdpJwt({ keyName: config.apiKeyName, privateKey: config.apiPrivateKey, method, url: url.split('?')[0]! });
    return providerJson('Coinbase', url, { method, body, headers: { authorization: `Bearer ${jwt}` }, timeoutMs });
  };
  const networkOf = (network: string) => COINBASE_NETWORKS[network];
  return {
    info: { id: 'coinbase', name: 'Coinbase', feeRange: [0, 2.5] },
    sells: (symbol, network) => networkOf(network)?.sells.includes(symbol) ?? false,
    sampleOptions,
    async options() {
      const answer = (await api('GET', '/onramp/v1/buy/options?country=US')) as CoinbaseOptions;
      const known = new Set(Object.values(COINBASE_NETWORKS).map((network) => network.name));
      const purchaseCurrencies = answer.purchase_currencies
        .filter((currency) => currency.symbol in NAMES)
        .map((currency) => ({ ...currency, networks: currency.networks.filter((network) => known.has(network.name)) }));
      const paymentCurrencies: OnrampPaymentCurrency[] = answer.payment_currencies.map((currency) => ({
        id: currency.id,
        payment_method_limits: currency.limits.map((limit) => ({ ...limit, id: COINBASE_METHOD_IDS[limit.id] ?? limit.id.toLowerCase() })),
      }));
      return { purchaseCurrencies, paymentCurrencies };
    },
    async quote(request) {
      const quote = (await api('POST', '/onramp/v1/buy/quote', {
        purchase_currency: request.purchaseCurrency,
        purchase_network: networkOf(request.network)!.name,
        payment_amount: formatCents(request.totalCents),
        payment_currency: request.paymentCurrency,
        payment_method: COINBASE_PAYMENT_METHODS[request.paymentMethod],
        country: 'US',
      })) as CoinbaseQuote;
      return {
        purchaseAmount: quote.purchase_amount.value,
        paymentSubtotal: fiat(quote.payment_subtotal.value),
        providerFee: fiat(quote.coinbase_fee.value),
        networkFee: fiat(quote.network_fee.value),
        paymentTotal: fiat(quote.payment_total.value),
      };
    },
    async checkoutUrl({ order, clientIp }) {
      const network = networkOf(order.network)!.name;
      const sessionToken = config.apiKeyName
        ? (
            (await api('POST', '/onramp/v1/token', {
              addresses: [{ address: order.address, blockchains: [network] }],
              assets: [order.purchaseCurrency],
              clientIp,
            })) as { token: string }
          ).token
        : undefined;
      return coinbaseOnrampUrl(config.payUrl, {
        sessionToken,
        appId: config.appId,
        address: order.address,
        network,
        asset: order.purchaseCurrency,
        presetFiatAmount: order.paymentTotal,
        fiatCurrency: order.paymentCurrency,
        paymentMethod: COINBASE_PAYMENT_METHODS[order.paymentMethod as keyof typeof COINBASE_PAYMENT_METHODS],
        partnerUserId: order.id,
      });
    },
    async orderStatus(order) {
      if (!config.apiKeyName) return undefined;
      const answer = (await api('GET', `/onramp/v1/buy/user/${encodeURIComponent(order.id)}/transactions`)) as {
        transactions?: Array<{ status: string; tx_hash?: string }>;
      };
      const latest = answer.transactions?.[0];
      const status = latest ? COINBASE_ORDER_STATES[latest.status] : undefined;
      if (!status) return undefined;
      if (status === 'failed') return { status, failureReason: 'Coinbase could not complete the purchase.' };
      return { status, ...(status === 'completed' && latest?.tx_hash ? { transactionHash: latest.tx_hash } : {}) };
    },
  };
}
