import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol';

/** The account part of a CAIP-10 address (`eip155:1:0xAbc…` → `0xabc…`), lower-cased; a plain address as it is, lower-cased. */
export function tokenAccount(address: string): string {
  return (address.split(':').pop() ?? address).toLowerCase();
}

/** Whether a swap token address names the chain's native currency. */
export function isNativeSwapToken(address: string): boolean {
  return tokenAccount(address) === NATIVE_TOKEN_ADDRESS.toLowerCase();
}

/** Whether two token addresses (CAIP-10 or plain) name the same token. */
export function sameSwapToken(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && tokenAccount(a) === tokenAccount(b);
}
