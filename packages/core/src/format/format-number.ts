import { DEFAULT_NUMBER_DECIMALS } from '../constants/formatting';
import { intlLocale } from '../i18n/intl-locale';

/** The locale's grouping (en-US for English) and a fixed number of decimals (spec §9: 2 by default). */
export function formatNumber(value: number | string, decimals: number = DEFAULT_NUMBER_DECIMALS, locale?: string): string {
  const numeric = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(numeric)) return (0).toFixed(decimals);
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(numeric);
}
