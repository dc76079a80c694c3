import { formatUnits, intlLocale } from '@airlock/core';
import { usdValue } from '../../ui/usd-value';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its smallest unit in the locale's digits, cut (never rounded up) to `digits` significant digits but
 * keeping every whole one: a quote or a fee is an estimate, more digits only make the line wrap. The Swap view's own
 * formatter rather than Send's exactAmountText: a module both views used would be a chunk named in the first load.
 */
export function swapAmountText(value: bigint, decimals: number, locale?: string, digits = 6): string {
  const text = formatUnits(value, decimals);
  const whole = text.split('.')[0]?.replace('-', '').length ?? 1;
  const significant = Math.min(21, Math.max(digits, whole));
  const key = `${intlLocale(locale)}/${significant}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumSignificantDigits: significant, roundingMode: 'trunc' });
    formats.set(key, format);
  }
  return format.format(Number(text));
}

/** The USD value of `value` (smallest unit) at `price` per whole token. */
export function amountUsdText(value: bigint, decimals: number, price: number, testnet: boolean | undefined, locale?: string): string {
  return usdValue(Number(formatUnits(value, decimals)) * price, testnet, locale);
}
