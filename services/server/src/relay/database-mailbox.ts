import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
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
    async listMany(topics, limit) {
      if (topics.length === 0) return [];
      const result = await db.execute<RelayMessage & Record<string, unknown>>(sql`
        SELECT id, topic, message, tag, published_at::float8 AS "publishedAt",
               round(extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAt", publisher
        FROM (
          SELECT *, row_number() OVER (PARTITION BY topic ORDER BY published_at) AS position
          FROM relay_messages
          WHERE topic IN (SELECT jsonb_array_elements_text(${JSON.stringify(topics)}::jsonb))
            AND expires_at > timestamptz 'epoch' + ${Date.now()}::bigint * interval '1 millisecond'
        ) AS waiting
        WHERE position <= ${limit}
        ORDER BY published_at, id`);
      return (Array.isArray(result) ? result : (result as { rows: RelayMessage[] }).rows) as RelayMessage[];
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
