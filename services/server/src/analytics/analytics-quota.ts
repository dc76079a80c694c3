import type { CounterStore } from '../counters/counter-store';
import { ANALYTICS_ERRORS } from './analytics-errors';

const HOUR_MS = 3_600_000;

/** Events a project may store per hour, counted in `deps.counters` (shared through Redis when configured). */
export interface AnalyticsQuota {
  /** Takes `count` events from the project's hour, or takes nothing and throws 429 ANALYTICS_QUOTA. */
  take(projectId: string, count: number): Promise<void>;
  /** Gives back events taken but not stored (duplicates, or an insert that failed). */
  giveBack(projectId: string, count: number): Promise<void>;
}

/** `eventsPerHour` of 0 turns the quota off, as a rate of 0 does for the rate limits. */
export function createAnalyticsQuota(counters: CounterStore, eventsPerHour: number): AnalyticsQuota {
  const key = (projectId: string) => `analytics-quota:${projectId}`;
  const giveBack = async (projectId: string, count: number) => {
    const after = await counters.hit(key(projectId), -count, HOUR_MS);
    // The window ended in between: the count is for a fresh window, which owes nothing back.
    if (after.count < 0) await counters.hit(key(projectId), -after.count, HOUR_MS);
  };
  if (eventsPerHour === 0) return { take: async () => {}, giveBack: async () => {} };
  return {
    // Taking first and giving back on refusal keeps the check atomic when batches race.
    async take(projectId, count) {
      if (count === 0) return;
      const hit = await counters.hit(key(projectId), count, HOUR_MS);
      if (hit.count <= eventsPerHour) return;
      await giveBack(projectId, count);
      throw ANALYTICS_ERRORS.quotaExceeded(Math.max(1, Math.ceil(hit.resetMs / 1000)));
    },
    async giveBack(projectId, count) {
      if (count > 0) await giveBack(projectId, count);
    },
  };
}
