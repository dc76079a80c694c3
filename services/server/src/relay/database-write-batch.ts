import { sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import type { RelayMessage } from './relay-message';

/** Rows per INSERT: the whole batch travels as one JSON parameter, so this bounds its size (~1,000 × 64 KiB at worst). */
const MAX_ROWS_PER_INSERT = 1_000;

interface PendingWrite {
  message: RelayMessage;
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
 */
export function createDatabaseWriteBatch(db: Database): (message: RelayMessage) => Promise<boolean> {
  let pending: PendingWrite[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    while (pending.length > 0) {
      const batch = pending.length <= MAX_ROWS_PER_INSERT ? pending : pending.slice(0, MAX_ROWS_PER_INSERT);
      pending = batch === pending ? [] : pending.slice(MAX_ROWS_PER_INSERT);
      try {
        const result = await insertBatch(db, batch);
        const rows = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as { id: string }[];
        const fresh = new Set(rows.map((row) => row.id));
        for (const write of batch) {
          // A message twice in one batch is new only for its first publish.
          write.resolve(fresh.delete(write.message.id));
        }
      } catch (error) {
        for (const write of batch) write.reject(error);
      }
    }
    flushing = false;
  }

  return (message) =>
    new Promise<boolean>((resolve, reject) => {
      pending.push({ message, resolve, reject });
      if (!flushing && pending.length === 1) setImmediate(() => void (flushing || flush()));
    });
}
