import type { Connector } from '../adapter/connector';
import { RECENT_WALLETS_LIMIT } from '../constants/defaults';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** Wallet info (spec §3): enough to show a wallet again before it has announced itself. */
export interface RecentWallet {
  id: string;
  name: string;
  icon?: string;
  rdns?: string;
}

export function readRecentWallets(storage: KeyValueStorage): RecentWallet[] {
  const stored = storage.get<RecentWallet[]>(STORAGE_KEYS.recentWallets);
  return Array.isArray(stored) ? stored.slice(0, RECENT_WALLETS_LIMIT) : [];
}

/** Puts the wallet first and keeps the list to 2 entries. */
export function addRecentWallet(storage: KeyValueStorage, connector: Connector): RecentWallet[] {
  const entry: RecentWallet = { id: connector.id, name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns };
  const rest = readRecentWallets(storage).filter((wallet) => wallet.id !== entry.id);
  const next = [entry, ...rest].slice(0, RECENT_WALLETS_LIMIT);
  storage.set(STORAGE_KEYS.recentWallets, next);
  return next;
}

/** Recent wallets first, in recency order, then the rest in their own order. */
export function orderByRecent(connectors: readonly Connector[], recent: readonly RecentWallet[]): Connector[] {
  const rank = (connector: Connector) => {
    const index = recent.findIndex((wallet) => wallet.id === connector.id);
    return index === -1 ? recent.length : index;
  };
  return [...connectors].sort((a, b) => rank(a) - rank(b));
}
