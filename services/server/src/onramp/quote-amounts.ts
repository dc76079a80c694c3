import { formatUnits } from 'viem';
import type { FiatCurrency } from './onramp-limits-table';
import { FIAT_USD_RATES, TOKEN_USD_PRICES } from './reference-rates';

/** What a visitor pays and receives, in cents of the payment currency and in the token's smallest units. */
export interface QuoteAmounts {
  paymentCurrency: FiatCurrency;
  purchaseCurrency: string;
  purchaseDecimals: number;
  totalCents: bigint;
  feeCents: bigint;
  networkFeeCents: bigint;
  subtotalCents: bigint;
  purchaseUnits: bigint;
}

/**
 * Splits `totalCents` (what the visitor pays) into the provider's fee (rounded up to the cent), the network fee and the
 * subtotal converted at the reference rates (rounded down to the token's smallest unit).
 */
export function quoteAmountsAtReferenceRates(input: {
  totalCents: bigint;
  feeBps: bigint;
  networkFeeCents: bigint;
  paymentCurrency: FiatCurrency;
  purchaseCurrency: string;
  purchaseDecimals: number;
}): QuoteAmounts {
  const price = TOKEN_USD_PRICES[input.purchaseCurrency];
  if (price === undefined) throw new Error(`No reference price for ${input.purchaseCurrency}`);
  const feeCents = (input.totalCents * input.feeBps + 9_999n) / 10_000n;
  const subtotalCents = input.totalCents - feeCents - input.networkFeeCents;
  // Both rates are scaled by 10^4, which cancels out.
  const usdScaled = subtotalCents * FIAT_USD_RATES[input.paymentCurrency];
  const purchaseUnits = subtotalCents > 0n ? (usdScaled * 10n ** BigInt(input.purchaseDecimals)) / (100n * price) : 0n;
  return { ...input, feeCents, subtotalCents, purchaseUnits };
}

export function formatPurchase(amounts: Pick<QuoteAmounts, 'purchaseUnits' | 'purchaseDecimals'>): string {
  return formatUnits(amounts.purchaseUnits, amounts.purchaseDecimals);
}
