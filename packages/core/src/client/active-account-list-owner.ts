import type { ChainNamespace } from '../caip/namespace';
import { activeNamespaceState } from '../connection/chain-store';
import { listOwner } from '../paging/list-owner';
import type { ClientContext } from './client-context';

export interface ActiveAccountListOwner {
  namespace: ChainNamespace;
  address: string;
  /** CAIP-2 network id. */
  chain: string;
  /** The key a paged list of this account on this network is kept under. */
  owner: string;
}

/** The connected account and network whose history or NFTs to show; undefined when there is none to ask about. */
export function activeAccountListOwner(context: ClientContext): ActiveAccountListOwner | undefined {
  const { namespace, account, network } = activeNamespaceState(context.chain);
  if (account.status !== 'connected' || !account.address || !network.caipNetwork || !network.supported) return undefined;
  const chain = network.caipNetwork.caipNetworkId;
  return { namespace, address: account.address, chain, owner: listOwner(account.address, chain) };
}
