import { exactAmountText } from './exact-amount-text';

/** A fee is an estimate: more digits than this only make the line wrap. */
const FEE_SIGNIFICANT_DIGITS = 4;

/**
 * A network fee in its smallest unit as a short decimal: at most 4 significant digits, rounded to the
 * nearest (`0.000060210189330363` → `0.00006021`), but never fewer than its whole digits.
 */
export function feeAmountText(fee: bigint, decimals: number, locale?: string): string {
  const digits = fee.toString().length;
  const wholeDigits = Math.max(digits - decimals, 0);
  const dropped = digits - Math.max(FEE_SIGNIFICANT_DIGITS, wholeDigits);
  if (dropped <= 0) return exactAmountText(fee, decimals, locale);
  const unit = 10n ** BigInt(dropped);
  const rounded = ((fee + unit / 2n) / unit) * unit;
  return exactAmountText(rounded, decimals, locale);
}
