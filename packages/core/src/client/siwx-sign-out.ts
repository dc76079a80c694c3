import type { ChainNamespace } from '../caip/namespace';
import { namespaceState } from '../connection/chain-store';
import type { ClientContext } from './client-context';

/**
 * Spec §4, "sign out on disconnect" (the default): ends the disconnected account's sessions on its network unless the
 * store set `signOutOnDisconnect: false`. A failure is logged, never thrown: the wallet is disconnected either way.
 */
export async function signOutOnDisconnect(context: ClientContext, account: { address?: string; chainId?: string }): Promise<void> {
  const siwx = context.options.siwx;
  if (!siwx || siwx.signOutOnDisconnect === false || !account.address || !account.chainId) return;
  try {
    await siwx.revokeSession(account.chainId, account.address);
  } catch (error) {
    console.warn('[airlock] signing out of SIWX failed', error);
  }
}

/** The account and network a namespace is connected with, read before a disconnect clears them. */
export function siwxAccountOf(context: ClientContext, namespace: ChainNamespace): { address?: string; chainId?: string } {
  const { account, network } = namespaceState(context.chain, namespace);
  return { address: account.address, chainId: network.caipNetwork?.caipNetworkId };
}
