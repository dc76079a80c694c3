import { formatNumber } from './format-number';
import { formatUnits } from './format-units';

/** A native balance as the Account view shows it: `"9,999.50 ETH"` (in English; the locale's digits grouping otherwise). */
export function formatBalance(value: bigint, decimals: number, symbol: string, locale?: string): string {
  return `${formatNumber(formatUnits(value, decimals), undefined, locale)} ${symbol}`;
}
