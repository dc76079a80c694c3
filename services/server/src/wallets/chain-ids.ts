import { z } from 'zod';

/** A CAIP-2 namespace (`eip155`), or a CAIP-2 chain id (`eip155:1`). A bare namespace stands for every chain in it. */
export const CHAIN_PATTERN = /^[-a-z0-9]{3,8}(?::[-_a-zA-Z0-9]{1,32})?$/;

export const chainSchema = z.string().regex(CHAIN_PATTERN, 'a chain is a CAIP-2 id such as eip155:1, or a namespace such as solana');

const namespaceOf = (chain: string): string => chain.split(':', 1)[0]!;
const isNamespace = (chain: string): boolean => !chain.includes(':');

/** Whether a wallet that lists `supported` works on `wanted`; either side may be a whole namespace. */
export function chainMatches(supported: string, wanted: string): boolean {
  if (supported === wanted) return true;
  if (isNamespace(supported)) return namespaceOf(wanted) === supported;
  return isNamespace(wanted) && namespaceOf(supported) === wanted;
}
