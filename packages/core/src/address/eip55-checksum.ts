import { keccak256Hex } from './keccak256';

/**
 * `address` (0x and 40 hex digits) in EIP-55 mixed case: a letter is upper case where the hash of the lower-case hex has a nibble of 8 or
 * more.
 */
export function toChecksumAddress(address: string): string {
  const lower = address.replace(/^0x/i, '').toLowerCase();
  const hash = keccak256Hex(new TextEncoder().encode(lower));
  let checksummed = '0x';
  for (let index = 0; index < lower.length; index += 1) {
    const char = lower[index]!;
    checksummed += parseInt(hash[index]!, 16) >= 8 ? char.toUpperCase() : char;
  }
  return checksummed;
}

/**
 * Whether an eip155 address's letter case carries a checksum that does not match (EIP-55).
 * All lower or all upper case carries none, so it is never wrong.
 */
export function hasWrongChecksum(address: string): boolean {
  const hex = address.replace(/^0x/i, '');
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return false;
  return toChecksumAddress(hex) !== `0x${hex}`;
}
