import { sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { addStoredBytes, TOTAL_SCOPE } from './database-quota-insert';
import { createDatabaseWriteBatch } from './database-write-batch';
import { cutPage, type Mailbox, type StorageQuota } from './mailbox';
import type { RelayMessage } from './relay-message';
import { createTickBatch } from './tick-batch';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const nowSql = () => sql`timestamptz 'epoch' + ${Date.now()}::bigint * interval '1 millisecond'`;

interface Receipt {
  messageId: string;
  clientId: string;
  expiresAt: number;
}

/** Mailboxes in the server's database (PGlite or PostgreSQL), so they survive a restart; byte quotas counted in relay_stored_bytes. */
export function createDatabaseMailbox(db: Database, quota: () => StorageQuota): Mailbox {
  const write = createDatabaseWriteBatch(db, quota);
  const writeReceipt = createTickBatch<Receipt>(async (receipts) => {
    await db.execute(sql`
      INSERT INTO relay_receipts (message_id, client_id, expires_at)
      SELECT row->>0, row->>1, timestamptz 'epoch' + (row->>2)::bigint * interval '1 millisecond'
      FROM jsonb_array_elements(
        ${JSON.stringify(receipts.map((receipt) => [receipt.messageId, receipt.clientId, receipt.expiresAt]))}::jsonb
      ) AS row
      ON CONFLICT DO NOTHING`);
  });
  return {
    store: write,
    async list(topics, page) {
      if (topics.length === 0) return { messages: [], hasMore: false };
      const notReceived = page.forClient
        ? sql`AND NOT EXISTS (SELECT 1 FROM relay_receipts AS receipt
            WHERE receipt.message_id = m.id AND receipt.client_id = ${page.forClient})`
        : sql``;
      // At most one page and one more row, and of those only as many as reach the byte bound.
      const rows = rowsOf<RelayMessage>(
        await db.execute(sql`
          SELECT id, topic, message, tag, "publishedAt", "expiresAt", publisher, address, bytes FROM (
            SELECT *, sum(bytes) OVER (ORDER BY "publishedAt", id) - bytes AS before FROM (
              SELECT m.id, m.topic, m.message, m.tag, m.published_at::float8 AS "publishedAt",
                     round(extract(epoch FROM m.expires_at) * 1000)::float8 AS "expiresAt", m.publisher, m.address, m.bytes
              FROM relay_messages AS m
              WHERE m.topic IN (SELECT jsonb_array_elements_text(${JSON.stringify(topics)}::jsonb))
                AND m.expires_at > ${nowSql()} ${notReceived}
              ORDER BY m.published_at, m.id
              LIMIT ${page.maxMessages + 1}
            ) AS candidates
          ) AS sized
          WHERE before < ${page.maxBytes}
          ORDER BY "publishedAt", id`),
      );
      return cutPage(rows, page);
    },
    async received(messages, clientId) {
      await Promise.all(messages.map((message) => writeReceipt({ messageId: message.id, clientId, expiresAt: message.expiresAt })));
    },
    async countByPublisher(publisher) {
      const [row] = rowsOf<{ stored: number }>(
        await db.execute(sql`
          SELECT count(*)::integer AS stored FROM relay_messages AS m
          WHERE m.publisher = ${publisher} AND m.expires_at > ${nowSql()}
            AND NOT EXISTS (SELECT 1 FROM relay_receipts AS receipt WHERE receipt.message_id = m.id)`),
      );
      return row?.stored ?? 0;
    },
    async deleteExpired() {
      await db.transaction(async (tx) => {
        const gone = rowsOf<{ address: string; bytes: number }>(
          await tx.execute(sql`DELETE FROM relay_messages WHERE expires_at <= ${nowSql()} RETURNING address, bytes`),
        );
        const released = new Map<string, number>();
        for (const { address, bytes } of gone) {
          for (const scope of [address, TOTAL_SCOPE]) released.set(scope, (released.get(scope) ?? 0) - Number(bytes));
        }
        if (released.size > 0) {
          // The counters are locked in the order the writers lock them.
          await tx.execute(sql`
            SELECT scope FROM relay_stored_bytes
            WHERE scope IN (SELECT jsonb_array_elements_text(${JSON.stringify([...released.keys()])}::jsonb))
            ORDER BY scope FOR UPDATE`);
          await addStoredBytes(tx as unknown as Database, released);
        }
        await tx.execute(sql`DELETE FROM relay_receipts WHERE expires_at <= ${nowSql()}`);
      });
    },
  };
}
