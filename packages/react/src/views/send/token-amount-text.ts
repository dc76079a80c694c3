import { formatUnits } from '@airlock/core';

/** An exact token amount with its symbol, as the preview and the balance line show it. */
export function tokenAmountText(value: bigint, decimals: number, symbol: string): string {
  return `${formatUnits(value, decimals)} ${symbol}`;
}
