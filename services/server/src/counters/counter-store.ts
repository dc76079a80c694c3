/** Fixed-window counters: rate limits and quotas, in memory or in Redis when several processes share them. */
export interface CounterStore {
  /**
   * Adds `cost` to `key` in its current window of `windowMs` (started by the first hit) and returns
   * the total after adding and the milliseconds until the window ends.
   */
  hit(key: string, cost: number, windowMs: number): Promise<CounterHit>;
}

export interface CounterHit {
  count: number;
  resetMs: number;
}
