/** A fiat amount as the API writes it: digits, at most two decimals ("50", "49.25"). */
export const FIAT_AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** "49.25" → 4925n cents. The caller checked FIAT_AMOUNT. */
export function centsOf(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 4925n → "49.25". */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

/** 7500 → "7,500" for messages. */
export function formatWholeAmount(amount: number): string {
  return amount.toLocaleString('en-US');
}
