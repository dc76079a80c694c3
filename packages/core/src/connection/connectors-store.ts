import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Connector } from '../adapter/connector';
import type { ChainNamespace } from '../caip/namespace';

export interface ConnectorsState {
  connectors: Connector[];
}

export type ConnectorsStore = StoreApi<ConnectorsState>;

export function createConnectorsStore(): ConnectorsStore {
  return createStore<ConnectorsState>(() => ({ connectors: [] }));
}

/** Connectors are de-duplicated by id, name and chain (spec §5). */
export function dedupeConnectors(connectors: readonly Connector[]): Connector[] {
  const seen = new Set<string>();
  return connectors.filter((connector) => {
    const key = `${connector.id}|${connector.name}|${connector.chain}`.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function setNamespaceConnectors(store: ConnectorsStore, namespace: ChainNamespace, next: readonly Connector[]): void {
  const others = store.getState().connectors.filter((connector) => connector.chain !== namespace);
  store.setState({ connectors: dedupeConnectors([...others, ...next]) });
}

/** Hides wallets the dApp excluded, matched by rdns or name (spec §5). */
export function excludeWallets(connectors: readonly Connector[], excluded: readonly string[]): Connector[] {
  if (excluded.length === 0) return [...connectors];
  const lowered = excluded.map((entry) => entry.toLowerCase());
  return connectors.filter(
    (connector) => !lowered.includes(connector.name.toLowerCase()) && !lowered.includes((connector.info?.rdns ?? '').toLowerCase()),
  );
}
