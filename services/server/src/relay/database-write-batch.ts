import { sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
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
  resolve(stored: boolean): void;
  reject(error: unknown): void;
}

/** The batch as one JSON array of rows: one parameter instead of seven per row, so building and binding the statement costs the same for 1 row or 1,000. */
function rowsJson(batch: readonly PendingWrite[]): string {
  return JSON.stringify(
    batch.map(({ message }) => [message.id, message.topic, message.message, message.tag, message.publishedAt, message.expiresAt, message.publisher]),
  );
}

function insertBatch(db: Database, batch: readonly PendingWrite[]) {
  return db.execute<{ id: string }>(sql`
    INSERT INTO relay_messages (id, topic, message, tag, published_at, expires_at, publisher)
    SELECT row->>0, row->>1, row->>2, (row->>3)::integer, (row->>4)::bigint,
           timestamptz 'epoch' + (row->>5)::bigint * interval '1 millisecond', row->>6
    FROM jsonb_array_elements(${rowsJson(batch)}::jsonb) AS row
    ON CONFLICT (id) DO NOTHING
    RETURNING id`);
}

/**
 * Group commit for mailbox writes: publishes that arrive while an INSERT runs are written together
 * by the next one, so a burst costs a few round trips instead of one each. Each write resolves
 * (and so its publish is acknowledged) only after the INSERT holding it has committed, with
 * whether its message was new.
 *
 * A write that an ack may make unneeded (its message was sent to subscribers here) is due only
 * ACK_GRACE_MS after it was asked for; if by then every subscriber has acked, it is dropped
 * unwritten and resolves false.
 */
export function createDatabaseWriteBatch(db: Database): (message: RelayMessage, unneeded?: () => boolean) => Promise<boolean> {
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
      if (write.unneeded!()) write.resolve(false);
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
          const result = await insertBatch(db, batch);
          const rows = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as { id: string }[];
          const fresh = new Set(rows.map((row) => row.id));
          // A message twice in one batch is new only for its first publish.
          for (const write of batch) write.resolve(fresh.delete(write.message.id));
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
    timer = setTimeout(() => {
      setImmediate(() => {
        timer = undefined;
        if (!flushing) void flush();
      });
    }, Math.max(0, waiting[0]!.dueAt - performance.now()));
  }

  return (message, unneeded) =>
    new Promise<boolean>((resolve, reject) => {
      const write: PendingWrite = { message, unneeded, resolve, reject };
      if (unneeded) waiting.push({ write, dueAt: performance.now() + ACK_GRACE_MS });
      else due.push(write);
      schedule();
    });
}
