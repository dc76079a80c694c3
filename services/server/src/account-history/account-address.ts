const EIP155_ADDRESS = /^(?:0x)?([0-9a-fA-F]{40})$/;

/** An eip155 address (spec §5: 40 hex digits, 0x optional, any case) as stored: lowercase with 0x; undefined when it is not one. */
export function parseAccountAddress(value: string): string | undefined {
  const match = EIP155_ADDRESS.exec(value);
  return match ? `0x${match[1]!.toLowerCase()}` : undefined;
}
