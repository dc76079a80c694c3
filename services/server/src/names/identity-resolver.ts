import type { Cache } from '../cache/cache';
import { singleFlight } from '../cache/single-flight';
import type { ChainClient, ChainClients } from '../blockchain/chain-clients';
import { avatarPathOf } from './avatar-location';
import type { EnsIdentityReader } from './ens-identity';
import { createIdentityMemo } from './identity-memo';
import type { NameRegistry } from './name-registry';

/** Spec §9: identity is cached 5 minutes. */
export const IDENTITY_TTL_MS = 5 * 60_000;
/** An answer made while a source failed is kept this long, so the full one comes soon after the source is back. */
const PARTIAL_TTL_MS = 30_000;
/** ENS reads past this are given up on: the registry's answer goes out without them. */
const ENS_TIMEOUT_MS = 3_000;
const MEMO_ENTRIES = 100_000;

/** An identity as cached: the name and where this server serves its avatar (a path under its base URL). */
export interface CachedIdentity {
  name: string | null;
  avatarPath: string | null;
}

export interface IdentityResolver {
  /** The chain whose ENS a request naming `chainId` reads (the key of its cache entries), or undefined with no ENS. */
  ensChainFor(chainId: string | undefined): ChainClient | undefined;
  /** The cache key of an address (lower-case 0x hex) for an ENS chain; a hit on `cachedNow` costs no I/O. */
  keyOf(addressLower: string, ensChain: ChainClient | undefined): string;
  cachedNow(key: string): CachedIdentity | undefined;
  /** The identity, from the shared cache or resolved: the registry's name first, else the ENS primary name. */
  resolve(key: string, addressLower: string, ensChain: ChainClient | undefined): Promise<CachedIdentity>;
  /** Drops what is cached for `address` (after it registers a name). */
  forget(address: string): Promise<void>;
}

const NONE: CachedIdentity = Object.freeze({ name: null, avatarPath: null });

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`ENS lookup took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createIdentityResolver(options: {
  registry: Pick<NameRegistry, 'suffix' | 'byAddress'>;
  ens: EnsIdentityReader;
  chains: ChainClients;
  cache: Cache;
}): IdentityResolver {
  const { registry, ens, chains, cache } = options;
  const memo = createIdentityMemo<CachedIdentity>(MEMO_ENTRIES, IDENTITY_TTL_MS);
  const shared = singleFlight<CachedIdentity>();
  const servesChain = (chainId: number) => chains.find(String(chainId)) !== undefined;
  const cacheKeys = (addressLower: string) =>
    ['-', ...chains.all.map((chain) => String(chain.config.chainId))].map((id) => `${id}:${addressLower}`);

  /** Registry first (a name registered here is the one the account chose in this app), then ENS; which failed, if any. */
  const lookUp = async (
    addressLower: string,
    ensChain: ChainClient | undefined,
  ): Promise<{ identity: CachedIdentity; partial: boolean }> => {
    let registryFailure: unknown;
    try {
      const [primary] = await registry.byAddress(addressLower);
      if (primary) {
        const avatarPath = avatarPathOf(primary.name, primary.attributes.avatar, servesChain) ?? null;
        return { identity: { name: primary.name, avatarPath }, partial: false };
      }
    } catch (error) {
      registryFailure = error;
    }
    if (!ensChain) {
      if (registryFailure) throw registryFailure;
      return { identity: NONE, partial: false };
    }
    try {
      const found = await withTimeout(ens.identityOf(ensChain, addressLower as `0x${string}`, registry.suffix), ENS_TIMEOUT_MS);
      const identity = found
        ? { name: found.name, avatarPath: avatarPathOf(found.name, found.avatar, servesChain, ensChain.config.chainId) ?? null }
        : NONE;
      return { identity, partial: registryFailure !== undefined };
    } catch {
      if (registryFailure) throw registryFailure;
      return { identity: NONE, partial: true };
    }
  };

  return {
    ensChainFor: (chainId) => ens.chainFor(chainId),
    keyOf: (addressLower, ensChain) => `${ensChain ? ensChain.config.chainId : '-'}:${addressLower}`,
    cachedNow: (key) => memo.get(key),
    resolve(key, addressLower, ensChain) {
      return shared(key, async () => {
        const cached = await cache.get<CachedIdentity>(`identity:${key}`);
        if (cached) {
          memo.set(key, cached);
          return cached;
        }
        const { identity, partial } = await lookUp(addressLower, ensChain);
        const ttl = partial ? PARTIAL_TTL_MS : IDENTITY_TTL_MS;
        memo.set(key, identity, ttl);
        await cache.set(`identity:${key}`, identity, ttl);
        return identity;
      });
    },
    async forget(address) {
      const keys = cacheKeys(address.toLowerCase());
      for (const key of keys) memo.delete(key);
      await Promise.all(keys.map((key) => cache.delete(`identity:${key}`)));
    },
  };
}
