import type { OnrampPaymentCurrency, OnrampPurchaseCurrency } from '@airlock/protocol';
import { centsOf, FIAT_AMOUNT, formatCents } from '../fiat-amount';
import type { MoonpayConfig } from '../onramp-config';
import { FIAT_CURRENCIES, SPEC_PAYMENT_LIMITS, specPaymentCurrencies } from '../onramp-limits-table';
import type { OnrampProvider, ProviderOptions, ProviderOrderStatus } from '../onramp-provider';
import { providerJson } from '../provider-http';
import { MOONPAY_CURRENCY_CODES, MOONPAY_NETWORK_NAMES, MOONPAY_PAYMENT_METHODS, moonpayCurrencyCode } from './moonpay-currencies';
import { moonpayWidgetUrl } from './moonpay-widget-url';

interface MoonpayCurrency {
  type: string;
  code: string;
  name?: string;
  minBuyAmount?: number | null;
  maxBuyAmount?: number | null;
  metadata?: { contractAddress?: string | null; chainId?: string | null } | null;
}

interface MoonpayBuyQuote {
  quoteCurrencyAmount: number;
  feeAmount: number;
  extraFeeAmount?: number;
  networkFeeAmount: number;
  totalAmount: number;
}

const NAMES: Record<string, string> = { USDC: 'USD Coin', ETH: 'Ether' };

/** A number from MoonPay's API as a fiat amount with two decimals. */
const money = (value: number) => {
  const text = value.toFixed(2);
  if (!FIAT_AMOUNT.test(text)) throw new Error(`MoonPay answered an amount out of range: ${value}`);
  return text;
};

function sampleOptions(): ProviderOptions {
  const purchaseCurrencies = Object.keys(NAMES).map((symbol) => ({
    id: symbol,
    name: NAMES[symbol]!,
    symbol,
    networks: Object.entries(MOONPAY_CURRENCY_CODES).flatMap(([network, codes]) =>
      codes[symbol]
        ? [{ name: network, display_name: MOONPAY_NETWORK_NAMES[network]!, chain_id: network.split(':')[1]!, contract_address: '' }]
        : [],
    ),
  }));
  return { purchaseCurrencies, paymentCurrencies: specPaymentCurrencies() };
}

/**
 * MoonPay (https://dev.moonpay.com): currencies, quotes and transaction status from its API with the publishable key;
 * the buy widget URL signed with the secret key, which never leaves this server.
 */
export function createMoonpayProvider(config: MoonpayConfig, timeoutMs: number): OnrampProvider {
  const api = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(`${config.apiUrl}${path}`);
    url.searchParams.set('apiKey', config.apiKey);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return providerJson('MoonPay', url.toString(), { timeoutMs });
  };
  return {
    info: { id: 'moonpay', name: 'MoonPay', feeRange: [1, 4.5] },
    sells: (symbol, network) => moonpayCurrencyCode(symbol, network) !== undefined,
    sampleOptions,
    async options() {
      const currencies = (await api('/v3/currencies')) as MoonpayCurrency[];
      if (!Array.isArray(currencies)) throw new Error('MoonPay answered currencies that are not a list');
      const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
      const purchaseCurrencies: OnrampPurchaseCurrency[] = sampleOptions()
        .purchaseCurrencies.map((currency) => ({
          ...currency,
          networks: currency.networks.flatMap((network) => {
            const listed = byCode.get(moonpayCurrencyCode(currency.symbol, network.name)!);
            return listed ? [{ ...network, contract_address: listed.metadata?.contractAddress ?? '' }] : [];
          }),
        }))
        .filter((currency) => currency.networks.length > 0);
      const paymentCurrencies: OnrampPaymentCurrency[] = FIAT_CURRENCIES.flatMap((id) => {
        const fiat = byCode.get(id.toLowerCase());
        if (fiat?.type !== 'fiat') return [];
        const card = { min: fiat.minBuyAmount ?? SPEC_PAYMENT_LIMITS.card.min, max: fiat.maxBuyAmount ?? SPEC_PAYMENT_LIMITS.card.max };
        return [
          {
            id,
            payment_method_limits: [
              { id: 'card', min: String(card.min), max: String(card.max) },
              { id: 'bank_account', min: String(SPEC_PAYMENT_LIMITS.bank_account.min), max: String(SPEC_PAYMENT_LIMITS.bank_account.max) },
            ],
          },
        ];
      });
      if (purchaseCurrencies.length === 0 || paymentCurrencies.length === 0)
        throw new Error('MoonPay lists none of the currencies offered');
      return { purchaseCurrencies, paymentCurrencies };
    },
    async quote(request) {
      const code = moonpayCurrencyCode(request.purchaseCurrency, request.network)!;
      const quote = (await api(`/v3/currencies/${code}/buy_quote`, {
        baseCurrencyCode: request.paymentCurrency.toLowerCase(),
        baseCurrencyAmount: formatCents(request.totalCents),
        areFeesIncluded: 'true',
        paymentMethod: MOONPAY_PAYMENT_METHODS[request.paymentMethod],
      })) as MoonpayBuyQuote;
      const fee = centsOf(money(quote.feeAmount + (quote.extraFeeAmount ?? 0)));
      const networkFee = centsOf(money(quote.networkFeeAmount));
      const total = centsOf(money(quote.totalAmount));
      return {
        purchaseAmount: String(quote.quoteCurrencyAmount),
        paymentSubtotal: formatCents(total - fee - networkFee),
        providerFee: formatCents(fee),
        networkFee: formatCents(networkFee),
        paymentTotal: formatCents(total),
      };
    },
    async checkoutUrl({ order }) {
      return moonpayWidgetUrl(
        config.widgetUrl,
        {
          apiKey: config.apiKey,
          currencyCode: moonpayCurrencyCode(order.purchaseCurrency, order.network)!,
          walletAddress: order.address,
          baseCurrencyCode: order.paymentCurrency.toLowerCase(),
          baseCurrencyAmount: order.paymentTotal,
          externalTransactionId: order.id,
          paymentMethod: MOONPAY_PAYMENT_METHODS[order.paymentMethod as keyof typeof MOONPAY_PAYMENT_METHODS],
        },
        config.secretKey,
      );
    },
    async orderStatus(order): Promise<ProviderOrderStatus | undefined> {
      const transactions = (await api(`/v1/transactions/ext/${encodeURIComponent(order.id)}`)) as Array<{
        status: string;
        cryptoTransactionId?: string | null;
        failureReason?: string | null;
      }>;
      const latest = Array.isArray(transactions) ? transactions.at(-1) : undefined;
      if (!latest) return undefined;
      if (latest.status === 'completed')
        return { status: 'completed', ...(latest.cryptoTransactionId ? { transactionHash: latest.cryptoTransactionId } : {}) };
      if (latest.status === 'failed')
        return { status: 'failed', failureReason: latest.failureReason ?? 'MoonPay could not complete the purchase.' };
      return { status: 'processing' };
    },
  };
}
