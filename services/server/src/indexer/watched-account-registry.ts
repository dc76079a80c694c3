import type { ChainConfig } from '../config/chain-config';
import type { Database } from '../storage/database';
import { InvalidAccountAddressError, UnknownIndexerChainError } from './account-indexer';
import { createIndexStore } from './index-store';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export interface WatchedAccountRegistry {
  /** Stores the account as watched on the chain; true the first time. Nothing to do (false) on an `all` chain. */
  add(chainId: number, address: string): Promise<boolean>;
}

/**
 * Where watched accounts are recorded, whichever process indexes: the indexer that holds the chain
 * finds accounts not yet backfilled and backfills them.
 */
export function createWatchedAccountRegistry(
  db: Database,
  chains: readonly ChainConfig[],
  allChains: readonly number[],
): WatchedAccountRegistry {
  const store = createIndexStore(db);
  const configured = new Set(chains.map((chain) => chain.chainId));
  const known = new Set<string>();
  return {
    async add(chainId, address) {
      if (!configured.has(chainId)) throw new UnknownIndexerChainError(chainId);
      if (!ADDRESS.test(address)) throw new InvalidAccountAddressError(address);
      if (allChains.includes(chainId)) return false;
      const key = `${chainId}:${address.toLowerCase()}`;
      if (known.has(key)) return false;
      const added = await store.watch(chainId, address.toLowerCase());
      known.add(key);
      return added;
    },
  };
}
