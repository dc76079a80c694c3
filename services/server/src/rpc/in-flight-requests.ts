/** Shares one pending upstream call among identical concurrent requests. */
export class InFlightRequests<T> {
  private readonly pending = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.pending.size;
  }

  run(key: string, call: () => Promise<T>): Promise<T> {
    const existing = this.pending.get(key);
    if (existing) return existing;
    // When full, the call simply goes upstream on its own rather than evicting someone's share.
    if (this.pending.size >= this.maxEntries) return call();
    const promise = call().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}
