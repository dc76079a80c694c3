import { intlLocale, type AirlockLocale } from '@airlock/core';

const formats = new Map<string, Intl.NumberFormat>();

/** A fiat amount as the locale writes money (`$49.25`, `49,25 €`); the code itself when the runtime does not know it. */
export function fiatText(amount: string, currency: string, locale: AirlockLocale): string {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      return `${amount} ${currency}`;
    }
    formats.set(key, format);
  }
  const value = Number(amount);
  return Number.isFinite(value) ? format.format(value) : `${amount} ${currency}`;
}

/** A token amount as the server gave it (exact decimal), with its symbol. */
export function tokenText(amount: string, symbol: string): string {
  return `${amount} ${symbol}`;
}
