import type { WalletEntry, WalletListing } from '@airlock/protocol';
import type { Cache } from '../cache/cache';
import type { ProjectWalletRow, ProjectWalletStore } from './project-wallet-store';
import { NoWalletChangeError, ProjectWalletLimitError, WalletIdTakenError, WalletNotFoundError } from './wallet-errors';
import { walletRegistry } from './wallet-registry';

/** Wallets one project may add of its own. */
export const MAX_PROJECT_WALLETS = 100;
/** How long a project's changes are served from the cache; every admin change drops the copy at once. */
const CHANGES_TTL_MS = 60_000;

const cacheKey = (projectId: string) => `wallets:project:${projectId}`;

export type ListedWallet = WalletEntry & Pick<WalletListing, 'source'>;

export interface ProjectWallets {
  /** The wallets the project lists, in order: its own added ones first, then the registry, hidden ones left out. */
  listed(projectId: string): Promise<ListedWallet[]>;
  changes(projectId: string): Promise<ProjectWalletRow[]>;
  add(projectId: string, wallet: WalletEntry): Promise<WalletEntry>;
  setHidden(projectId: string, walletId: string, hidden: boolean): Promise<void>;
  remove(projectId: string, walletId: string): Promise<void>;
}

/** A project's view of the registry: the rules of adding, hiding and removing, over the store. */
export function createProjectWallets(store: ProjectWalletStore, cache: Cache): ProjectWallets {
  const cachedChanges = async (projectId: string): Promise<ProjectWalletRow[]> => {
    const cached = await cache.get<ProjectWalletRow[]>(cacheKey(projectId));
    if (cached) return cached;
    const rows = await store.list(projectId);
    await cache.set(cacheKey(projectId), rows, CHANGES_TTL_MS);
    return rows;
  };
  const changed = (projectId: string) => cache.delete(cacheKey(projectId));

  return {
    async listed(projectId) {
      const rows = await cachedChanges(projectId);
      const hidden = new Set(rows.filter((row) => row.hidden).map((row) => row.walletId));
      const added = rows.flatMap((row) => (row.wallet && !row.hidden ? [{ ...row.wallet, source: 'project' as const }] : []));
      const registry = walletRegistry.all
        .filter((wallet) => !hidden.has(wallet.id))
        .map((wallet) => ({ ...wallet, source: 'registry' as const }));
      return [...added, ...registry];
    },
    changes: (projectId) => store.list(projectId),
    async add(projectId, wallet) {
      if (walletRegistry.has(wallet.id)) throw new WalletIdTakenError(wallet.id, 'registry');
      // Checked before the insert, so concurrent adds may pass the limit by a few; it bounds storage, not billing.
      if ((await store.countAdded(projectId)) >= MAX_PROJECT_WALLETS) throw new ProjectWalletLimitError(MAX_PROJECT_WALLETS);
      if (!(await store.add(projectId, wallet))) throw new WalletIdTakenError(wallet.id, 'project');
      await changed(projectId);
      return wallet;
    },
    async setHidden(projectId, walletId, hidden) {
      const row = await store.get(projectId, walletId);
      if (row?.wallet) {
        await store.setHidden(projectId, walletId, hidden);
      } else if (walletRegistry.has(walletId)) {
        // A registry wallet's row exists only to hide it, so unhiding deletes it.
        if (hidden) await store.hide(projectId, walletId);
        else await store.remove(projectId, walletId);
      } else {
        throw new WalletNotFoundError(walletId);
      }
      await changed(projectId);
    },
    async remove(projectId, walletId) {
      if (!(await store.remove(projectId, walletId))) {
        throw walletRegistry.has(walletId) ? new NoWalletChangeError(walletId) : new WalletNotFoundError(walletId);
      }
      await changed(projectId);
    },
  };
}
