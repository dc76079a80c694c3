import { exactAmountText, formatUnits } from '@airlock/core';
import { usdValue } from '../../ui/usd-value';

/** Significant digits of an amount from a quote: it is an estimate, more only make the line wrap. */
const QUOTE_DIGITS = 6;

/** An amount in its smallest unit shortened to 6 significant digits, rounded down (never more than the quote says). */
export function quotedAmountText(value: bigint, decimals: number, locale?: string): string {
  const digits = value.toString().length;
  const wholeDigits = Math.max(digits - decimals, 0);
  const dropped = digits - Math.max(QUOTE_DIGITS, wholeDigits);
  if (dropped <= 0) return exactAmountText(value, decimals, locale);
  const unit = 10n ** BigInt(dropped);
  return exactAmountText((value / unit) * unit, decimals, locale);
}

/** The USD value of `value` (smallest unit) at `price` per whole token. */
export function amountUsdText(value: bigint, decimals: number, price: number, testnet: boolean | undefined, locale?: string): string {
  return usdValue(Number(formatUnits(value, decimals)) * price, testnet, locale);
}
