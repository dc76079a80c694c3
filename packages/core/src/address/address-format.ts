import type { ChainNamespace } from '../caip/namespace';

const EIP155_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export function isEip155Address(value: string): boolean {
  return EIP155_ADDRESS.test(value);
}

export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS.test(value);
}

/** Whether `value` is an address of the namespace's format (spec §5); unknown formats are not rejected. */
export function isAddressOfNamespace(value: string, namespace: ChainNamespace): boolean {
  if (namespace === 'eip155') return isEip155Address(value);
  if (namespace === 'solana') return isSolanaAddress(value);
  return value.length > 0;
}
