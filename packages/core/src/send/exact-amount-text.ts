import { formatUnits } from '../format/format-units';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** An amount in its smallest unit as an exact decimal, its whole part grouped in thousands (en-US): `10000.5` → `10,000.5`. */
export function exactAmountText(value: bigint, decimals: number): string {
  const [whole = '0', fraction] = formatUnits(value, decimals).split('.');
  const grouped = whole.replace(THOUSANDS, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
