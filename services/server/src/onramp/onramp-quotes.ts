import type { OnrampQuote } from '@airlock/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Project } from '../projects/project-store';
import { centsOf, formatCents } from './fiat-amount';
import { ONRAMP_ERRORS } from './onramp-errors';
import { FIAT_CURRENCIES, SPEC_PAYMENT_LIMITS, type FiatCurrency, type PaymentMethod } from './onramp-limits-table';
import type { OnrampProvider, ProviderQuote } from './onramp-provider';
import type { OnrampProviders } from './onramp-providers';
import { formatPurchase, quoteAmountsAtReferenceRates } from './quote-amounts';
import type { QuoteTokens, SignedQuote } from './quote-token';
import { ESTIMATE_FEE_BPS, TOKEN_DECIMALS, TOKEN_USD_PRICES } from './reference-rates';
import { withTimeout } from './with-timeout';

/** How long the visitor has to open the checkout with a quote. */
export const QUOTE_LIFETIME_MS = 5 * 60_000;

export interface QuoteInput {
  purchaseCurrency: string;
  paymentCurrency: string;
  amount: string;
  network: string;
  provider?: string;
  paymentMethod?: PaymentMethod;
}

export interface OnrampQuotes {
  /** The project's provider named `id` (its first when undefined); throws the 403/400 the routes answer. */
  providerFor(project: Project, id: string | undefined): OnrampProvider;
  /** A signed quote: the provider's, else (spec §8) an estimate from spec §9's fee range marked `estimated`. */
  quote(project: Project, input: QuoteInput): Promise<{ quote: OnrampQuote; signed: SignedQuote }>;
}

function estimate(input: { purchaseCurrency: string; paymentCurrency: FiatCurrency }, totalCents: bigint): ProviderQuote | undefined {
  const decimals = TOKEN_DECIMALS[input.purchaseCurrency];
  if (decimals === undefined || TOKEN_USD_PRICES[input.purchaseCurrency] === undefined) return undefined;
  const amounts = quoteAmountsAtReferenceRates({
    totalCents,
    feeBps: ESTIMATE_FEE_BPS,
    networkFeeCents: 0n,
    paymentCurrency: input.paymentCurrency,
    purchaseCurrency: input.purchaseCurrency,
    purchaseDecimals: decimals,
  });
  return {
    purchaseAmount: formatPurchase(amounts),
    paymentSubtotal: formatCents(amounts.subtotalCents),
    providerFee: formatCents(amounts.feeCents),
    networkFee: formatCents(amounts.networkFeeCents),
    paymentTotal: formatCents(amounts.totalCents),
  };
}

export function quoteResponseOf(quoteId: string, signed: SignedQuote): OnrampQuote {
  const fiat = (amount: string) => ({ amount, currency: signed.paymentCurrency });
  return {
    networkFee: fiat(signed.networkFee),
    paymentSubtotal: fiat(signed.paymentSubtotal),
    paymentTotal: fiat(signed.paymentTotal),
    providerFee: fiat(signed.providerFee),
    purchaseAmount: { amount: signed.purchaseAmount, currency: signed.purchaseCurrency },
    quoteId,
    provider: signed.provider,
    estimated: signed.estimated,
    expiresAt: new Date(signed.expiresAt).toISOString(),
  };
}

export function createOnrampQuotes(deps: {
  providers: OnrampProviders;
  tokens: QuoteTokens;
  log: FastifyBaseLogger;
  timeoutMs: number;
  now?: () => number;
}): OnrampQuotes {
  const now = deps.now ?? Date.now;
  const providerFor = (project: Project, id: string | undefined) => {
    const enabled = deps.providers.enabledFor(project.features);
    if (enabled.length === 0) throw ONRAMP_ERRORS.notEnabled();
    const provider = id === undefined ? enabled[0] : enabled.find((candidate) => candidate.info.id === id);
    if (!provider) throw ONRAMP_ERRORS.providerNotOffered(id!);
    return provider;
  };
  return {
    providerFor,
    async quote(project, input) {
      const provider = providerFor(project, input.provider);
      const paymentCurrency = input.paymentCurrency.toUpperCase();
      if (!(FIAT_CURRENCIES as readonly string[]).includes(paymentCurrency))
        throw ONRAMP_ERRORS.paymentCurrencyNotOffered(input.paymentCurrency);
      const fiat = paymentCurrency as FiatCurrency;
      const purchaseCurrency = input.purchaseCurrency.toUpperCase();
      const paymentMethod = input.paymentMethod ?? 'card';
      const totalCents = centsOf(input.amount);
      const limits = SPEC_PAYMENT_LIMITS[paymentMethod];
      if (totalCents < BigInt(limits.min) * 100n) throw ONRAMP_ERRORS.amountTooLow(limits.min, fiat, paymentMethod);
      if (totalCents > BigInt(limits.max) * 100n) throw ONRAMP_ERRORS.amountTooHigh(limits.max, fiat, paymentMethod);
      if (!provider.sells(purchaseCurrency, input.network)) {
        if (!provider.sells('USDC', input.network) && !provider.sells('ETH', input.network))
          throw ONRAMP_ERRORS.networkNotOffered(input.network, provider.info.name);
        throw ONRAMP_ERRORS.currencyNotOffered(purchaseCurrency, input.network);
      }
      const request = { purchaseCurrency, paymentCurrency: fiat, totalCents, network: input.network, paymentMethod };
      let priced: ProviderQuote | undefined;
      let estimated = false;
      try {
        priced = await withTimeout(provider.quote(request), deps.timeoutMs, `${provider.info.name} quote`);
      } catch (error) {
        deps.log.warn({ err: error, provider: provider.info.id }, 'on-ramp quote failed: answering an estimate (spec §8)');
        priced = estimate(request, totalCents);
        estimated = true;
      }
      if (!priced) throw ONRAMP_ERRORS.quoteUnavailable();
      const signed: SignedQuote = {
        ...priced,
        projectId: project.id,
        provider: provider.info.id,
        network: input.network,
        purchaseCurrency,
        paymentCurrency: fiat,
        paymentMethod,
        estimated,
        expiresAt: now() + QUOTE_LIFETIME_MS,
      };
      const quoteId = deps.tokens.sign(signed);
      return { quote: quoteResponseOf(quoteId, signed), signed };
    },
  };
}
