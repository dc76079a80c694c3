import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { relayMessages } from '../storage/schema';
import { createDatabaseWriteBatch } from './database-write-batch';
import type { Mailbox } from './mailbox';
import type { RelayMessage } from './relay-message';

/** Mailboxes in the server's database (PGlite or PostgreSQL), so they survive a restart. */
export function createDatabaseMailbox(db: Database): Mailbox {
  const write = createDatabaseWriteBatch(db);
  return {
    store: write,
    async list(topic, limit) {
      const rows = await db
        .select()
        .from(relayMessages)
        .where(and(eq(relayMessages.topic, topic), gt(relayMessages.expiresAt, new Date())))
        .orderBy(asc(relayMessages.publishedAt))
        .limit(limit);
      return rows.map((row): RelayMessage => ({ ...row, expiresAt: row.expiresAt.getTime() }));
    },
    async countByPublisher(publisher) {
      const [row] = await db
        .select({ stored: count() })
        .from(relayMessages)
        .where(and(eq(relayMessages.publisher, publisher), gt(relayMessages.expiresAt, new Date())));
      return row?.stored ?? 0;
    },
    async deleteExpired() {
      await db.delete(relayMessages).where(lte(relayMessages.expiresAt, new Date()));
    },
  };
}
