import type { FastifyBaseLogger } from 'fastify';
import { databaseFailureReason, isDatabaseUnavailable } from '../storage/database-unavailable';
import type { AnalyticsStore } from './analytics-store';

const DAY_MS = 86_400_000;
export const RETENTION_INTERVAL_MS = 3_600_000;
/** Rows per DELETE: each statement is short, so it never holds locks long on a big table. */
export const RETENTION_BATCH_ROWS = 10_000;

export interface AnalyticsRetention {
  /**
   * Deletes events received more than `retentionDays` ago, batch by batch; resolves with how many
   * were removed. Never rejects: a failure is logged and the next run tries again.
   */
  run(): Promise<number>;
  /** Runs now, then every hour, on a timer that does not keep the process alive. */
  start(): void;
  /** Clears the timer and waits for a run in progress, which stops after its current batch. */
  stop(): Promise<void>;
}

export interface AnalyticsRetentionOptions {
  store: AnalyticsStore;
  retentionDays: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  batchRows?: number;
  now?: () => number;
}

export function createAnalyticsRetention(options: AnalyticsRetentionOptions): AnalyticsRetention {
  const { store, retentionDays, log, batchRows = RETENTION_BATCH_ROWS, now = Date.now } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;

  const removeExpired = async (): Promise<number> => {
    const cutoff = new Date(now() - retentionDays * DAY_MS);
    let removed = 0;
    try {
      for (;;) {
        const batch = await store.deleteReceivedBefore(cutoff, batchRows);
        removed += batch;
        if (batch < batchRows || stopping) break;
      }
    } catch (error) {
      if (isDatabaseUnavailable(error))
        log.warn({ reason: databaseFailureReason(error) }, 'analytics retention: database unavailable, trying again in an hour');
      else log.error({ err: error }, 'analytics retention failed');
    }
    if (removed > 0)
      log.info({ removed, retentionDays }, `analytics retention: removed ${removed} events older than ${retentionDays} days`);
    return removed;
  };

  const run = () => {
    running ??= removeExpired().finally(() => (running = undefined));
    return running;
  };

  return {
    run,
    start() {
      stopping = false;
      void run();
      timer ??= setInterval(() => void run(), RETENTION_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
