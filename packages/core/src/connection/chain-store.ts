import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ChainNamespace } from '../caip/namespace';
import type { Network } from '../network/network';
import { disconnectedAccount, type AccountState, type NamespaceState, type NetworkState } from './account-state';

export interface ChainState {
  activeNamespace: ChainNamespace;
  namespaces: Partial<Record<ChainNamespace, NamespaceState>>;
  networks: readonly Network[];
}

export type ChainStore = StoreApi<ChainState>;

export function createChainStore(networks: readonly Network[], defaultNetwork: Network): ChainStore {
  const namespaces: ChainState['namespaces'] = {};
  for (const network of networks) {
    const namespace = network.chainNamespace;
    if (namespaces[namespace]) continue;
    const caipNetwork = network.chainNamespace === defaultNetwork.chainNamespace ? defaultNetwork : network;
    namespaces[namespace] = { namespace, account: disconnectedAccount(), network: { caipNetwork, supported: true } };
  }
  return createStore<ChainState>(() => ({ activeNamespace: defaultNetwork.chainNamespace, namespaces, networks }));
}

export function namespaceState(store: ChainStore, namespace: ChainNamespace): NamespaceState {
  const state = store.getState().namespaces[namespace];
  return state ?? { namespace, account: disconnectedAccount(), network: { supported: true } };
}

export function activeNamespaceState(store: ChainStore): NamespaceState {
  return namespaceState(store, store.getState().activeNamespace);
}

export function updateAccount(store: ChainStore, namespace: ChainNamespace, patch: Partial<AccountState>): void {
  const current = namespaceState(store, namespace);
  store.setState({
    namespaces: { ...store.getState().namespaces, [namespace]: { ...current, account: { ...current.account, ...patch } } },
  });
}

export function resetAccount(store: ChainStore, namespace: ChainNamespace): void {
  const current = namespaceState(store, namespace);
  store.setState({
    namespaces: { ...store.getState().namespaces, [namespace]: { ...current, account: disconnectedAccount() } },
  });
}

export function updateNetwork(store: ChainStore, namespace: ChainNamespace, network: NetworkState): void {
  const current = namespaceState(store, namespace);
  store.setState({ namespaces: { ...store.getState().namespaces, [namespace]: { ...current, network } } });
}

/** Whether any namespace has a connected address. */
export function hasConnectedAddress(state: ChainState): boolean {
  return Object.values(state.namespaces).some((entry) => entry?.account.status === 'connected' && !!entry.account.address);
}
