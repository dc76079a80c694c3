import type { IdentityResponse } from '@airlock/protocol';
import { AccountNamesError } from './name-errors';
import type { IdentityCache } from './identity-cache';
import type { ProfileApi } from './profile-api-client';

/**
 * An address's name and avatar on a network (a CAIP-2 id): from the cache, else the identity route; when that fails, the
 * fallback name lookup (spec §7: the names registered to the address, primary first, with its avatar attribute).
 * Both failing throws 'Error fetching names for address' and caches nothing.
 */
export async function lookupIdentity(api: ProfileApi, cache: IdentityCache, address: string, chainId: string): Promise<IdentityResponse> {
  const cached = cache.get(chainId, address);
  if (cached) return cached;
  let identity: IdentityResponse;
  try {
    const answer = await api.identity(address, { chainId, sender: address });
    identity = { name: answer.name ?? null, avatar: answer.avatar ?? null };
  } catch {
    try {
      const [primary] = await api.reverse(address);
      identity = { name: primary?.name ?? null, avatar: primary?.attributes.avatar ?? null };
    } catch (cause) {
      throw new AccountNamesError(cause);
    }
  }
  cache.set(chainId, address, identity);
  return identity;
}
