import { exactAmountText } from '@airlock/core';

/** An exact token amount with its symbol, grouped in thousands, as the preview and the balance line show it. */
export function tokenAmountText(value: bigint, decimals: number, symbol: string, locale?: string): string {
  return `${exactAmountText(value, decimals, locale)} ${symbol}`;
}
