import { createStore, type StoreApi } from 'zustand/vanilla';

/** Activity's counterparties by name: `network address` (lower case) → the name, null when it has none. */
export type CounterpartyNamesState = Readonly<Record<string, string | null>>;
export type CounterpartyNamesStore = StoreApi<CounterpartyNamesState>;

/** The most counterparties one Activity list looks up; the rest show their address. */
export const COUNTERPARTY_LOOKUP_LIMIT = 50;
/** How many of those lookups run at once, so a long list never floods the server. */
export const COUNTERPARTY_LOOKUP_CONCURRENCY = 4;

export const counterpartyKey = (chainId: string, address: string) => `${chainId} ${address.toLowerCase()}`;

export function createCounterpartyNamesStore(): CounterpartyNamesStore {
  return createStore<CounterpartyNamesState>(() => ({}));
}

/**
 * Looks up the names of `addresses` (the first COUNTERPARTY_LOOKUP_LIMIT distinct ones not known yet), a few at a time;
 * each answer lands in `store` as it comes. A failed lookup leaves that address unnamed and is not retried.
 */
export async function lookupCounterpartyNames(
  store: CounterpartyNamesStore,
  chainId: string,
  addresses: readonly string[],
  nameOf: (address: string) => Promise<string | null>,
): Promise<void> {
  const wanted = [...new Set(addresses.map((address) => address.toLowerCase()))]
    .filter((address) => !(counterpartyKey(chainId, address) in store.getState()))
    .slice(0, COUNTERPARTY_LOOKUP_LIMIT);
  // Marked at once, so a list drawn again meanwhile does not ask twice.
  store.setState(Object.fromEntries(wanted.map((address) => [counterpartyKey(chainId, address), null])));
  const queue = [...wanted];
  const worker = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      let name: string | null = null;
      try {
        name = await nameOf(address);
      } catch {
        // 'Error fetching names for address': this counterparty shows its address.
      }
      if (name) store.setState({ [counterpartyKey(chainId, address)]: name });
    }
  };
  await Promise.all(Array.from({ length: Math.min(COUNTERPARTY_LOOKUP_CONCURRENCY, wanted.length) }, worker));
}
