import { ADDRESS_TRUNCATION } from '../constants/formatting';

/** `0x1234567890abcdef…` → `0x12…abcdef` (4 characters at the start, 6 at the end, spec §9). */
export function truncateAddress(
  address: string,
  charsStart: number = ADDRESS_TRUNCATION.start,
  charsEnd: number = ADDRESS_TRUNCATION.end,
): string {
  if (address.length <= charsStart + charsEnd + 1) return address;
  return `${address.slice(0, charsStart)}…${address.slice(-charsEnd)}`;
}
