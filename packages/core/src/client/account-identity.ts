import type { IdentityResponse } from '@airlock/protocol';
import { serverAssetUrl } from '../api/server-asset-url';
import type { ChainNamespace } from '../caip/namespace';
import { namespaceState, updateAccount } from '../connection/chain-store';
import { lookupIdentity } from '../names/account-identity';
import { createIdentityCache, type IdentityCache } from '../names/identity-cache';
import { namesSupported } from '../names/names-supported';
import { profileApi } from '../names/profile-api-client';
import type { ClientContext } from './client-context';

const caches = new WeakMap<ClientContext, IdentityCache>();
/** Which account and network the account state's profile name belongs to, so another account's never shows. */
const shownFor = new WeakMap<ClientContext, Map<ChainNamespace, string>>();

/** The client's identity answers (5 minutes, bounded), shared by the account, Activity and a registration's refresh. */
export function identityCacheOf(context: ClientContext): IdentityCache {
  let cache = caches.get(context);
  if (!cache) caches.set(context, (cache = createIdentityCache()));
  return cache;
}

/** An identity with its avatar made absolute (the server may give a path on itself). */
export async function identityOf(context: ClientContext, address: string, chainId: string): Promise<IdentityResponse> {
  if (!context.api) return { name: null, avatar: null };
  const identity = await lookupIdentity(profileApi(context.api), identityCacheOf(context), address, chainId);
  return identity.avatar ? { ...identity, avatar: serverAssetUrl(context.api.baseUrl, identity.avatar) } : identity;
}

/**
 * Fills the connected account's profileName and profileImage (null: it has none) on EVM non-test networks with a server;
 * elsewhere they are cleared. When both name lookups fail they stay unknown (undefined), the error is logged, and a
 * visitor looking at the modal is told ('Error fetching names for address').
 */
export async function refreshAccountIdentity(context: ClientContext, namespace: ChainNamespace): Promise<void> {
  const { account, network } = namespaceState(context.chain, namespace);
  const address = account.address;
  const caipNetwork = network.caipNetwork;
  const shown = shownFor.get(context) ?? new Map<ChainNamespace, string>();
  shownFor.set(context, shown);
  const key = address && caipNetwork ? `${caipNetwork.caipNetworkId} ${address.toLowerCase()}` : '';
  if (shown.get(namespace) !== key) {
    shown.set(namespace, key);
    updateAccount(context.chain, namespace, { profileName: undefined, profileImage: undefined });
  }
  if (!context.api || account.status !== 'connected' || !address || !network.supported || !namesSupported(caipNetwork)) return;
  const still = () => shown.get(namespace) === key;
  try {
    const identity = await identityOf(context, address, caipNetwork.caipNetworkId);
    if (still()) updateAccount(context.chain, namespace, { profileName: identity.name, profileImage: identity.avatar });
  } catch (error) {
    console.warn(`[airlock] ${(error as Error).message}`, (error as Error).cause);
    if (still() && context.modal.getState().open) context.toasts.show((error as Error).message, 'error');
  }
}

/** What a registration answered becomes the account's identity: the other chains' answers are dropped, this one kept. */
export function rememberAccountIdentity(context: ClientContext, address: string, chainId: string, identity: IdentityResponse): void {
  const cache = identityCacheOf(context);
  cache.forget(address);
  cache.set(chainId, address, identity);
}
