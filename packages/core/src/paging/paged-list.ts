import { emptyPagedList, type PagedList, type PageRequest } from './paged-list-state';

// The stores start from the empty list (paged-list-state), which is all the first load needs; this logic comes with
// the actions that read pages.
export { emptyPagedList, type PagedList, type PageRequest };

/** Whether a request should go out at all: one at a time, and `more` only while a cursor is left. */
export function shouldRequestPage(list: PagedList<unknown>, owner: string, request: PageRequest): boolean {
  if (request === 'reset') return true;
  if (list.owner !== owner || !list.loaded) return request === 'refresh';
  if (list.loading) return false;
  return request === 'refresh' || list.next !== null;
}

export function pageRequested<Item>(list: PagedList<Item>, owner: string, request: PageRequest): PagedList<Item> {
  const requestId = list.requestId + 1;
  if (request === 'reset' || list.owner !== owner) return { ...emptyPagedList<Item>(owner), loading: true, requestId };
  return { ...list, loading: true, requestId };
}

export function pageArrived<Item>(
  list: PagedList<Item>,
  requestId: number,
  request: PageRequest,
  page: { data: Item[]; next: string | null },
  identify: (item: Item) => string,
): PagedList<Item> {
  if (list.requestId !== requestId) return list;
  const refreshing = request === 'refresh' && list.loaded && !list.failed;
  const items =
    request === 'more'
      ? mergeById([...list.items, ...page.data], identify)
      : mergeById([...page.data, ...(refreshing ? beyondPage(list.items, page, identify) : [])], identify);
  const next = refreshing && page.next !== null ? list.next : page.next;
  return { ...list, items, loading: false, empty: items.length === 0, failed: false, next, loaded: true };
}

/**
 * What a refreshed first page does not cover of the items shown: those after its last item. Shown
 * items the page covers but no longer holds are gone from the server (a reorg orphaned them, say);
 * a page that is the whole list covers everything.
 */
function beyondPage<Item>(shown: Item[], page: { data: Item[]; next: string | null }, identify: (item: Item) => string): Item[] {
  if (page.next === null) return [];
  const last = page.data.at(-1);
  if (last === undefined) return shown;
  const lastId = identify(last);
  const position = shown.findIndex((item) => identify(item) === lastId);
  return position === -1 ? shown : shown.slice(position + 1);
}

export function pageFailed<Item>(list: PagedList<Item>, requestId: number): PagedList<Item> {
  if (list.requestId !== requestId) return list;
  return { ...list, loading: false, empty: true, failed: true, next: null, loaded: true };
}

/** The first of each id wins, so a refreshed page replaces what it already held. */
function mergeById<Item>(items: Item[], identify: (item: Item) => string): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = identify(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
