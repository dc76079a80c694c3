import { formatUnits } from 'viem';

/** Significant decimals an approval shows of a native amount; the exact amount is kept beside it. */
const SIGNIFICANT_DECIMALS = 6;

/** A native-currency amount as the approval view writes it: short for reading, exact on demand. */
export interface NativeAmount {
  /** At most 6 significant decimals, rounded half up; '≈ ' in front when that changed the amount. */
  shown: string;
  /** Every decimal: what is approved, to the wei. */
  exact: string;
  /** The same in the currency's smallest unit. */
  wei: string;
  rounded: boolean;
}

/** Decimals kept: 6 after the point for an amount of 1 or more, else 6 after its leading zeros. */
function decimalsKept(exact: string): number {
  const [whole, fraction = ''] = exact.split('.');
  if (whole !== '0') return SIGNIFICANT_DECIMALS;
  return fraction.length - fraction.replace(/^0+/, '').length + SIGNIFICANT_DECIMALS;
}

export function nativeAmount(units: bigint, currency: { symbol: string; decimals: number }): NativeAmount {
  const { symbol, decimals } = currency;
  const exact = formatUnits(units, decimals);
  const kept = decimalsKept(exact);
  const base = { exact: `${exact} ${symbol}`, wei: `${units} wei` };
  if (kept >= decimals) return { shown: `${exact} ${symbol}`, ...base, rounded: false };
  const step = 10n ** BigInt(decimals - kept);
  const remainder = units % step;
  if (remainder === 0n) return { shown: `${exact} ${symbol}`, ...base, rounded: false };
  const roundedUnits = units / step + (remainder * 2n >= step ? 1n : 0n);
  return { shown: `≈ ${formatUnits(roundedUnits, kept)} ${symbol}`, ...base, rounded: true };
}
