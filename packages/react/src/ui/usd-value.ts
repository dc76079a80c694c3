import { intlLocale } from '@airlock/core';

const formats = new Map<string, Intl.NumberFormat>();

function usdFormat(locale: string | undefined): Intl.NumberFormat {
  const tag = intlLocale(locale);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(tag, format);
  }
  return format;
}

/**
 * A USD amount as shown in the modal, in the locale's currency format (en-US's `$1,234.50` in English); testnets always show $0.00 (spec
 * §9).
 */
export function usdValue(value: number, testnet: boolean | undefined, locale?: string): string {
  return usdFormat(locale).format(testnet || !Number.isFinite(value) ? 0 : value);
}
