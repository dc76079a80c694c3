import type { FetchedResource } from './public-http-fetch';

/** Image bytes kept in this process, least recently used dropped first once over the byte budget. */
export function createNftImageCache(maxBytes: number) {
  const entries = new Map<string, FetchedResource>();
  let bytes = 0;
  return {
    get(key: string): FetchedResource | undefined {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key: string, image: FetchedResource): void {
      if (image.body.length > maxBytes) return;
      const old = entries.get(key);
      if (old) bytes -= old.body.length;
      entries.delete(key);
      entries.set(key, image);
      bytes += image.body.length;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.body.length;
      }
    },
    get size(): number {
      return bytes;
    },
  };
}

export type NftImageCache = ReturnType<typeof createNftImageCache>;
