/**
 * One server list read page by page (spec §4, Transactions fetch): loading, then loaded (empty
 * when there is nothing) or failed (empty, cursor cleared). `owner` names whose list it is
 * (account and network); a new owner or a reset starts over, and answers to superseded requests are dropped.
 */
export interface PagedList<Item> {
  owner: string | undefined;
  items: Item[];
  loading: boolean;
  empty: boolean;
  failed: boolean;
  /** The cursor of the next (older) page; null once the last page has arrived or after a failure. */
  next: string | null;
  /** True once a first page (or a failure) has arrived for `owner`. */
  loaded: boolean;
  /** Which request is in flight; an answer to an older one is dropped. */
  requestId: number;
}

/** `reset` starts over, `more` appends the next page, `refresh` merges the first page into what is shown. */
export type PageRequest = 'reset' | 'more' | 'refresh';

export function emptyPagedList<Item>(owner?: string): PagedList<Item> {
  return { owner, items: [], loading: false, empty: false, failed: false, next: null, loaded: false, requestId: 0 };
}
