/** Fixed-window counters: rate limits and quotas, in memory or in Redis when several processes share them. */
export interface CounterStore {
  /**
   * Adds `cost` to `key` in its current window of `windowMs` (started by the first hit) and returns
   * the total after adding and the milliseconds until the window ends. Counters in this process
   * answer at once (no promise, so request hooks need not wait); shared ones answer with a promise.
   */
  hit(key: string, cost: number, windowMs: number): CounterHit | Promise<CounterHit>;
}

export interface CounterHit {
  count: number;
  resetMs: number;
  /** Counted in this process while the shared store was unreachable: the shared count may differ. */
  provisional?: boolean;
}
