import { formatUnits } from '../format/format-units';
import { numberSeparators } from '../format/number-separators';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * An amount in its smallest unit as an exact decimal, its whole part grouped in thousands (en-US, or the given locale's separators):
 * `10000.5` → `10,000.5`.
 */
export function exactAmountText(value: bigint, decimals: number, locale?: string): string {
  const [whole = '0', fraction] = formatUnits(value, decimals).split('.');
  const { group, decimal } = numberSeparators(locale);
  const grouped = whole.replace(THOUSANDS, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}
