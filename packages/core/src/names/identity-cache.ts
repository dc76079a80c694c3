import type { IdentityResponse } from '@airlock/protocol';

/** Spec §9: ens and identity answers are kept 5 minutes. */
export const IDENTITY_CACHE_MS = 5 * 60_000;
/** The most addresses kept (the account and Activity's counterparties); the oldest entry makes way. */
export const IDENTITY_CACHE_SIZE = 500;

export interface IdentityCache {
  get(chainId: string, address: string): IdentityResponse | undefined;
  set(chainId: string, address: string, identity: IdentityResponse): void;
  /** Forgets an address on every chain (after it registered a name). */
  forget(address: string): void;
}

const keyOf = (chainId: string, address: string) => `${chainId} ${address.toLowerCase()}`;

export function createIdentityCache(now: () => number = Date.now): IdentityCache {
  const entries = new Map<string, { identity: IdentityResponse; expires: number }>();
  return {
    get(chainId, address) {
      const key = keyOf(chainId, address);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.identity;
      entries.delete(key);
      return undefined;
    },
    set(chainId, address, identity) {
      const key = keyOf(chainId, address);
      entries.delete(key);
      entries.set(key, { identity, expires: now() + IDENTITY_CACHE_MS });
      if (entries.size > IDENTITY_CACHE_SIZE) entries.delete(entries.keys().next().value as string);
    },
    forget(address) {
      const suffix = ` ${address.toLowerCase()}`;
      for (const key of [...entries.keys()]) if (key.endsWith(suffix)) entries.delete(key);
    },
  };
}
