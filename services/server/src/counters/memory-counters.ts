import type { CounterStore } from './counter-store';

/** Past this many live keys the oldest window is dropped, so a flood of keys cannot grow memory. */
const MAX_KEYS = 100_000;

export function createMemoryCounters(now: () => number = Date.now, maxKeys = MAX_KEYS): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    hit(key, cost, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (window) windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += cost;
      return { count: window.count, resetMs: window.endsAt - at };
    },
  };
}
