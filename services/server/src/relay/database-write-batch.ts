import type { Database } from '../storage/database';
import { insertWithinQuota } from './database-quota-insert';
import type { StorageQuota, StoreOutcome } from './mailbox';
import type { RelayMessage } from './relay-message';

/**
 * How long a write that an ack may make unneeded waits for its batch. A subscriber acks within a
 * round trip, but a busy relay reads those acks a few event-loop turns later; only a subscriber
 * that is online and does not ack makes its publisher wait this long.
 */
const ACK_GRACE_MS = 10;
/** Rows per INSERT: the whole batch travels as one JSON parameter, so this bounds its size (~1,000 × 64 KiB at worst). */
const MAX_ROWS_PER_INSERT = 1_000;

interface PendingWrite {
  message: RelayMessage;
  unneeded?: () => boolean;
  resolve(outcome: StoreOutcome): void;
  reject(error: unknown): void;
}

/**
 * Group commit for mailbox writes: publishes that arrive while an INSERT runs are written together
 * by the next one, so a burst costs a few round trips instead of one each. Each write resolves
 * (and so its publish is acknowledged) only after the transaction holding it has committed, with
 * whether its message was new; one past a byte quota rejects with the quota's error.
 *
 * A write that an ack may make unneeded (its message was sent to subscribers here) is due only
 * ACK_GRACE_MS after it was asked for; if by then every subscriber has acked, it is dropped
 * unwritten and resolves 'unneeded'.
 */
export function createDatabaseWriteBatch(
  db: Database,
  quota: () => StorageQuota,
): (message: RelayMessage, unneeded?: () => boolean) => Promise<StoreOutcome> {
  /** Writes due now, and writes waiting out their grace (oldest first, so also in order of when they are due). */
  let due: PendingWrite[] = [];
  let waiting: { write: PendingWrite; dueAt: number }[] = [];
  let flushing = false;
  let timer: NodeJS.Timeout | undefined;
  let immediate = false;

  function takeDue(): PendingWrite[] {
    const now = performance.now();
    let ready = 0;
    while (ready < waiting.length && waiting[ready]!.dueAt <= now) ready++;
    const taken = due;
    due = [];
    for (let index = 0; index < ready; index++) {
      const { write } = waiting[index]!;
      if (write.unneeded!()) write.resolve('unneeded');
      else taken.push(write);
    }
    if (ready > 0) waiting = waiting.slice(ready);
    return taken;
  }

  async function flush(): Promise<void> {
    flushing = true;
    for (let writes = takeDue(); writes.length > 0; writes = takeDue()) {
      for (let start = 0; start < writes.length; start += MAX_ROWS_PER_INSERT) {
        const batch = writes.slice(start, start + MAX_ROWS_PER_INSERT);
        try {
          const outcomes = await insertWithinQuota(
            db,
            batch.map((write) => write.message),
            quota(),
          );
          batch.forEach((write, index) => {
            const outcome = outcomes[index]!;
            if (typeof outcome === 'string') write.resolve(outcome);
            else write.reject(outcome);
          });
        } catch (error) {
          for (const write of batch) write.reject(error);
        }
      }
    }
    flushing = false;
    schedule();
  }

  /** Starts a flush when something is due, or sets a timer for when the oldest waiting write will be. */
  function schedule(): void {
    if (flushing) return;
    if (due.length > 0) {
      if (immediate) return;
      immediate = true;
      setImmediate(() => {
        immediate = false;
        if (!flushing) void flush();
      });
      return;
    }
    if (waiting.length === 0 || timer) return;
    // The flush runs after the next poll phase, so acks that have arrived by the due time are read first.
    timer = setTimeout(
      () => {
        setImmediate(() => {
          timer = undefined;
          if (!flushing) void flush();
        });
      },
      Math.max(0, waiting[0]!.dueAt - performance.now()),
    );
  }

  return (message, unneeded) =>
    new Promise<StoreOutcome>((resolve, reject) => {
      const write: PendingWrite = { message, unneeded, resolve, reject };
      if (unneeded) waiting.push({ write, dueAt: performance.now() + ACK_GRACE_MS });
      else due.push(write);
      schedule();
    });
}
