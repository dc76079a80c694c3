import { setTimeout as sleep } from 'node:timers/promises';
import { databaseFailureReason } from '../storage/database-unavailable';
import type { IndexerLog } from './indexer-log';

export interface Backoff {
  /** The first wait after a failure; doubled on each failure that follows. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 500, maxMs: 30_000 };

/** Resolves after `ms`, or false at once when `signal` aborts. */
export async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false;
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/** One warning when something starts failing and one line when it works again, however many retries come between. */
export class OutageReport {
  private failing = false;
  constructor(
    private readonly log: IndexerLog,
    private readonly details: object,
    private readonly what: string,
  ) {}

  failed(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.log.warn({ ...this.details, reason: databaseFailureReason(error) }, `${this.what} failed; retrying with backoff`);
  }

  recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log.info(this.details, `${this.what} works again`);
  }
}

/** Runs `task` until it succeeds, waiting longer after each failure (capped); undefined when `signal` aborts first. */
export async function retryWithBackoff<T>(
  task: () => Promise<T>,
  backoff: Backoff,
  signal: AbortSignal,
  outage: OutageReport,
): Promise<T | undefined> {
  for (let failures = 0; !signal.aborted; failures++) {
    try {
      const result = await task();
      outage.recovered();
      return result;
    } catch (error) {
      if (signal.aborted) return undefined;
      outage.failed(error);
      await pause(Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(failures, 30)), signal);
    }
  }
  return undefined;
}
