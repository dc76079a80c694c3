import { DEFAULT_NUMBER_DECIMALS, NUMBER_LOCALE } from '../constants/formatting';

/** en-US grouping and a fixed number of decimals (spec §9: 2 by default). */
export function formatNumber(value: number | string, decimals: number = DEFAULT_NUMBER_DECIMALS): string {
  const numeric = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(numeric)) return (0).toFixed(decimals);
  return new Intl.NumberFormat(NUMBER_LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(numeric);
}
