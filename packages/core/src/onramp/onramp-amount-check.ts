import type { OnrampPaymentCurrency } from '@airlock/protocol';

/** Why an amount cannot be bought: not a number with at most 2 decimals, or outside the payment method's limits. */
export type OnrampAmountProblem =
  | { kind: 'invalid' }
  | { kind: 'min'; limit: string; currency: string }
  | { kind: 'max'; limit: string; currency: string }
  | { kind: 'unavailable'; currency: string };

const FIAT_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** The amount as the server reads it: trimmed, a decimal comma (`49,99`, as many locales write it) as a point. */
export function normalizeFiatAmount(amount: string): string {
  const trimmed = amount.trim();
  return trimmed.includes('.') ? trimmed : trimmed.replace(/^(\d+),(\d{1,2})$/, '$1.$2');
}

/** A fiat amount in hundredths ("12.5" → 1250n, "12,5" too), undefined when it is not one. */
export function fiatHundredths(amount: string): bigint | undefined {
  const match = FIAT_AMOUNT.exec(normalizeFiatAmount(amount));
  if (!match) return undefined;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What is wrong with `amount` for `method` in `currency`, undefined when it may be quoted; an empty amount has no
 * problem to show (there is just nothing to buy yet). Limits come from the options' payment_method_limits.
 */
export function onrampAmountProblem(
  amount: string,
  currency: string,
  method: string,
  paymentCurrencies: readonly OnrampPaymentCurrency[],
): OnrampAmountProblem | undefined {
  if (amount.trim() === '') return undefined;
  const value = fiatHundredths(amount);
  if (value === undefined) return { kind: 'invalid' };
  const limits = paymentCurrencies
    .find((candidate) => candidate.id === currency)
    ?.payment_method_limits.find((limit) => limit.id === method);
  if (!limits) return { kind: 'unavailable', currency };
  const min = fiatHundredths(limits.min);
  const max = fiatHundredths(limits.max);
  if (value === 0n || (min !== undefined && value < min)) return { kind: 'min', limit: limits.min, currency };
  if (max !== undefined && value > max) return { kind: 'max', limit: limits.max, currency };
  return undefined;
}
