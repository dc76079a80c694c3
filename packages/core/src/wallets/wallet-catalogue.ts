import type { WalletListing, WalletsResponse } from '@airlock/protocol';
import type { ApiClient } from '../api/api-client';
import { isExcludedWallet } from './excluded-wallet';
import { EMPTY_WALLETS, fetchWallets, MAX_WALLET_LIST_ITEMS, MAX_WALLETS_PER_PAGE, type WalletsQuery } from './wallet-registry-client';

/** AllWallets loads this many wallets a page. */
export const ALL_WALLETS_PAGE_SIZE = 40;

export interface WalletCatalogueOptions {
  /** Registry ids shown first, in this order (Connect view rows and the top of AllWallets). */
  featuredWalletIds?: readonly string[];
  /** Registry ids: when given, AllWallets lists only these (after the featured ones), in this order. */
  includeWalletIds?: readonly string[];
  /** Rdns or names (spec §5). */
  excludeWallets?: readonly string[];
  /** CAIP-2 ids of the dApp's networks: only wallets supporting one of them are listed. */
  chains?: readonly string[];
}

/** The wallets pinned to the top: featured ones, then the dApp's included ones, each in the dApp's order. */
export interface PinnedWallets {
  featured: WalletListing[];
  included: WalletListing[];
}

export interface AllWalletsPageQuery {
  /** 1-based. */
  page: number;
  search?: string;
  entries?: number;
}

/** The registry as the dApp's options shape it, for the Connect and AllWallets views. */
export interface WalletCatalogue {
  /** Featured and included wallets; fetched once (again after a failure). */
  pinned(): Promise<PinnedWallets>;
  /**
   * One page of the AllWallets list: without a search, the pinned wallets first (all on page 1),
   * then the rest of the registry unless `includeWalletIds` restricts it; `count` is the whole list's.
   */
  page(query: AllWalletsPageQuery): Promise<WalletsResponse>;
  /** How many wallets AllWallets lists without a search. */
  count(): Promise<number>;
}

const unique = (values: readonly string[] | undefined) => [...new Set(values ?? [])];

const inOrder = (wallets: readonly WalletListing[], ids: readonly string[]) =>
  ids.flatMap((id) => wallets.filter((wallet) => wallet.id === id));

export function createWalletCatalogue(api: ApiClient | undefined, options: WalletCatalogueOptions): WalletCatalogue {
  const featuredIds = unique(options.featuredWalletIds).slice(0, MAX_WALLET_LIST_ITEMS);
  const includedIds = unique(options.includeWalletIds).filter((id) => !featuredIds.includes(id));
  const restricted = includedIds.length > 0;
  const pinnedIds = [...featuredIds, ...includedIds].slice(0, MAX_WALLET_LIST_ITEMS);
  const excluded = unique(options.excludeWallets);
  const chains = unique(options.chains);
  // The server hides excluded wallets (so `count` is right); this also guards what it answers.
  const visible = (response: WalletsResponse): WalletsResponse => {
    const data = response.data.filter((wallet) => !isExcludedWallet(wallet, excluded));
    return { count: response.count - (response.data.length - data.length), data };
  };
  const query = (extra: WalletsQuery) =>
    api ? fetchWallets(api, { exclude: excluded, chains, ...extra }).then(visible) : Promise.resolve(EMPTY_WALLETS);

  let pinned: Promise<PinnedWallets> | undefined;
  const loadPinned = () => {
    pinned ??= (async () => {
      if (!api || pinnedIds.length === 0) return { featured: [], included: [] };
      const { data } = await query({ include: pinnedIds, entries: MAX_WALLETS_PER_PAGE });
      return { featured: inOrder(data, featuredIds), included: inOrder(data, includedIds) };
    })();
    pinned.catch(() => (pinned = undefined));
    return pinned;
  };
  // The rest of the registry, without the pinned wallets (they come first).
  const rest = (page: number, entries: number) =>
    query({ page, entries, exclude: [...excluded, ...pinnedIds].slice(0, MAX_WALLET_LIST_ITEMS) });

  return {
    pinned: loadPinned,
    async page({ page, search, entries = ALL_WALLETS_PAGE_SIZE }) {
      if (!api) return EMPTY_WALLETS;
      if (search?.trim()) {
        return query({ page, entries, search, include: restricted ? pinnedIds : undefined });
      }
      const head = await loadPinned();
      const first = [...head.featured, ...head.included];
      if (restricted) return { count: first.length, data: page === 1 ? first : [] };
      const next = await rest(page, entries);
      return { count: first.length + next.count, data: page === 1 ? [...first, ...next.data] : next.data };
    },
    async count() {
      if (!api) return 0;
      const head = await loadPinned();
      const first = head.featured.length + head.included.length;
      return restricted ? first : first + (await rest(1, 1)).count;
    },
  };
}
