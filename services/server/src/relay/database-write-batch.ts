import type { Database } from '../storage/database';
import { relayMessages } from '../storage/schema';
import type { RelayMessage } from './relay-message';

/** Rows per INSERT; PostgreSQL allows 65,535 parameters and a row has 7. */
const MAX_ROWS_PER_INSERT = 1_000;

interface PendingWrite {
  message: RelayMessage;
  resolve(stored: boolean): void;
  reject(error: unknown): void;
}

/**
 * Group commit for mailbox writes: publishes that arrive while an INSERT runs are written together
 * by the next one, so a burst costs a few round trips instead of one each. Resolves each write with
 * whether its message was new.
 */
export function createDatabaseWriteBatch(db: Database): (message: RelayMessage) => Promise<boolean> {
  let pending: PendingWrite[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    while (pending.length > 0) {
      const batch = pending.splice(0, MAX_ROWS_PER_INSERT);
      try {
        const inserted = await db
          .insert(relayMessages)
          .values(batch.map(({ message }) => ({ ...message, expiresAt: new Date(message.expiresAt) })))
          .onConflictDoNothing()
          .returning({ id: relayMessages.id });
        const fresh = new Set(inserted.map((row) => row.id));
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
      if (!flushing) setImmediate(() => void (flushing || flush()));
    });
}
