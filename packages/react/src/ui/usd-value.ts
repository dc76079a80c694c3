import { formatNumber } from '@airlock/core';

/** A USD amount as shown in the modal; testnets always show $0.00 (spec §9). */
export function usdValue(value: number, testnet: boolean | undefined): string {
  return `$${formatNumber(testnet ? 0 : value)}`;
}
