import type { WalletsResponse } from '@airlock/protocol';
import type { ApiClient, QueryValue } from '../api/api-client';

/** The server's page size limit for `GET /v1/wallets` and its most items per list parameter. */
export const MAX_WALLETS_PER_PAGE = 100;
export const MAX_WALLET_LIST_ITEMS = 100;

/** `GET /v1/wallets` parameters (AppKit's getWallets). */
export interface WalletsQuery {
  page?: number;
  entries?: number;
  search?: string;
  /** Registry ids: only these wallets. */
  include?: readonly string[];
  /** Registry ids, rdns or names. */
  exclude?: readonly string[];
  /** Only wallets announcing one of these rdns. */
  rdns?: readonly string[];
  /** CAIP-2 ids or namespaces: only wallets supporting one of them. */
  chains?: readonly string[];
}

export const EMPTY_WALLETS: WalletsResponse = { count: 0, data: [] };

const list = (values: readonly string[] | undefined): string | undefined => {
  const items = [...new Set((values ?? []).map((value) => value.trim()).filter((value) => value.length > 0))];
  return items.length > 0 ? items.slice(0, MAX_WALLET_LIST_ITEMS).join(',') : undefined;
};

/** One page of the wallet registry, as the server lists it for the project. */
export function fetchWallets(api: ApiClient, query: WalletsQuery = {}): Promise<WalletsResponse> {
  const search = query.search?.trim();
  const params: Record<string, QueryValue> = {
    page: query.page,
    entries: query.entries === undefined ? undefined : Math.min(query.entries, MAX_WALLETS_PER_PAGE),
    search: search ? search : undefined,
    include: list(query.include),
    exclude: list(query.exclude),
    rdns: list(query.rdns),
    chains: list(query.chains),
  };
  return api.get<WalletsResponse>('/v1/wallets', params);
}
