import { formatNumber } from './format-number';
import { formatUnits } from './format-units';

/** A native balance as the Account view shows it: `"9,999.50 ETH"`. */
export function formatBalance(value: bigint, decimals: number, symbol: string): string {
  return `${formatNumber(formatUnits(value, decimals))} ${symbol}`;
}
