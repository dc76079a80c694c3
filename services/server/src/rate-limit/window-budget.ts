import type { CounterHit, CounterStore } from '../counters/counter-store';

/** Keys remembered as over their budget; past this many the oldest is forgotten (and counted again). */
const MAX_REFUSED_KEYS = 100_000;

export interface BudgetAnswer {
  allowed: boolean;
  /** Units left in the window (0 when refused). */
  remaining: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface WindowBudget {
  /** Spends `cost` on `key`; answers at once when the counters do (in this process), else with a promise. */
  spend(key: string, cost: number): BudgetAnswer | Promise<BudgetAnswer>;
}

/**
 * `limit` units per key per fixed window, counted in `counters` (Redis when shared). A key found
 * over its limit is refused in this process until its window ends, without asking the counters
 * again: within a window a count only grows (refused requests are counted too), so every later
 * hit would be refused as well. This lets nothing more through, across processes, and spares a
 * flood one shared round trip per refused request.
 */
export function createWindowBudget(counters: CounterStore, limit: number, windowMs: number, now: () => number = Date.now): WindowBudget {
  const refusedUntil = new Map<string, number>();
  const judge = (key: string, hit: CounterHit): BudgetAnswer => {
    if (hit.count <= limit) return { allowed: true, remaining: limit - hit.count, resetMs: hit.resetMs };
    // A count made while the shared store was away is not remembered: the store decides once it is back.
    if (hit.resetMs > 0 && !hit.provisional) {
      if (refusedUntil.size >= MAX_REFUSED_KEYS) refusedUntil.delete(refusedUntil.keys().next().value as string);
      refusedUntil.set(key, now() + hit.resetMs);
    }
    return { allowed: false, remaining: 0, resetMs: hit.resetMs };
  };
  return {
    spend(key, cost) {
      const until = refusedUntil.size > 0 ? refusedUntil.get(key) : undefined;
      if (until !== undefined) {
        const left = until - now();
        if (left > 0) return { allowed: false, remaining: 0, resetMs: left };
        refusedUntil.delete(key);
      }
      const hit = counters.hit(key, cost, windowMs);
      return hit instanceof Promise ? hit.then((settled) => judge(key, settled)) : judge(key, hit);
    },
  };
}
