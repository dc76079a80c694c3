/**
 * Identity answers kept in this process in front of the shared cache, so a cached lookup is a Map read: no Redis round
 * trip, no promise. Entries live at most `ttlMs` (the shared cache's TTL, spec §9); past `maxEntries` the oldest goes.
 */
export function createIdentityMemo<T>(maxEntries: number, ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T, ttl = ttlMs): void {
      if (entries.size >= maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: now() + ttl });
    },
    delete(key: string): void {
      entries.delete(key);
    },
  };
}
