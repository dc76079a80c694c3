import { sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { addressQuotaOf, type StorageQuota, type StoreOutcome } from './mailbox';
import type { RelayMessage } from './relay-message';
import { RELAY_RPC_ERRORS, type RelayRpcError } from './relay-rpc-error';

/** The scope of relay_stored_bytes that counts every address. */
export const TOTAL_SCOPE = '*';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Writes messages within the byte quotas, in one transaction: the counters of their addresses and
 * of the total are locked (in scope order, so two processes never deadlock), the messages that fit
 * are taken in order, inserted, and only what was really inserted is added to the counters. Every
 * process sharing the database counts against the same rows, so no quota is overshot. Two
 * statements in the everyday case (lock, insert-and-count), in one transaction.
 */
export async function insertWithinQuota(
  db: Database,
  messages: readonly RelayMessage[],
  quota: StorageQuota,
): Promise<(StoreOutcome | RelayRpcError)[]> {
  const scopes = [...new Set([TOTAL_SCOPE, ...messages.map((message) => message.address)])].sort();
  return db.transaction(async (tx) => {
    const lockCounters = async () =>
      rowsOf<{ scope: string; bytes: string | number }>(
        await tx.execute(sql`
          SELECT scope, bytes FROM relay_stored_bytes
          WHERE scope IN (SELECT jsonb_array_elements_text(${JSON.stringify(scopes)}::jsonb))
          ORDER BY scope FOR UPDATE`),
      );
    let counted = await lockCounters();
    if (counted.length < scopes.length) {
      // A first message from an address: its counter row is made, then all are locked again in order.
      await tx.execute(sql`
        INSERT INTO relay_stored_bytes (scope, bytes)
        SELECT scope, 0 FROM jsonb_array_elements_text(${JSON.stringify(scopes)}::jsonb) AS scope
        ON CONFLICT (scope) DO NOTHING`);
      counted = await lockCounters();
    }
    const used = new Map(counted.map((row) => [row.scope, Number(row.bytes)]));
    const outcomes: (StoreOutcome | RelayRpcError | 'fits')[] = messages.map((message) => {
      const byAddress = used.get(message.address) ?? 0;
      const total = used.get(TOTAL_SCOPE) ?? 0;
      if (byAddress + message.bytes > addressQuotaOf(message, quota)) return RELAY_RPC_ERRORS.addressQuota(quota.maxStoredBytesPerAddress);
      if (total + message.bytes > quota.maxStoredBytesTotal) return RELAY_RPC_ERRORS.totalQuota(quota.maxStoredBytesTotal);
      used.set(message.address, byAddress + message.bytes);
      used.set(TOTAL_SCOPE, total + message.bytes);
      return 'fits';
    });
    const fitting = messages.filter((_, index) => outcomes[index] === 'fits');
    if (fitting.length === 0) return outcomes as (StoreOutcome | RelayRpcError)[];
    // Inserted, and only what was inserted added to the counters, in one statement.
    const inserted = rowsOf<{ id: string }>(
      await tx.execute(sql`
        WITH inserted AS (
          INSERT INTO relay_messages (id, topic, message, tag, published_at, expires_at, publisher, address, bytes)
          SELECT row->>0, row->>1, row->>2, (row->>3)::integer, (row->>4)::bigint,
                 timestamptz 'epoch' + (row->>5)::bigint * interval '1 millisecond', row->>6, row->>7, (row->>8)::integer
          FROM jsonb_array_elements(${rowsJson(fitting)}::jsonb) AS row
          ON CONFLICT (id) DO NOTHING
          RETURNING id, address, bytes
        ), added AS (
          SELECT scope, sum(bytes) AS bytes FROM (
            SELECT address AS scope, bytes FROM inserted UNION ALL SELECT ${TOTAL_SCOPE} AS scope, bytes FROM inserted
          ) AS each_scope GROUP BY scope
        ), counted AS (
          UPDATE relay_stored_bytes AS counter SET bytes = counter.bytes + added.bytes FROM added WHERE counter.scope = added.scope
        )
        SELECT id FROM inserted`),
    );
    const fresh = new Set(inserted.map((row) => row.id));
    messages.forEach((message, index) => {
      // A message twice in one batch is new only for its first publish.
      if (outcomes[index] === 'fits') outcomes[index] = fresh.delete(message.id) ? 'stored' : 'duplicate';
    });
    return outcomes as (StoreOutcome | RelayRpcError)[];
  });
}

/** Adds (or with negative values, releases) bytes per scope; a counter never goes below zero. */
export async function addStoredBytes(db: Database, bytesByScope: ReadonlyMap<string, number>): Promise<void> {
  await db.execute(sql`
    UPDATE relay_stored_bytes AS counter SET bytes = GREATEST(0, counter.bytes + (change->>1)::bigint)
    FROM jsonb_array_elements(${JSON.stringify([...bytesByScope])}::jsonb) AS change
    WHERE counter.scope = change->>0`);
}

/** The batch as one JSON array of rows: one parameter instead of nine per row, so binding costs the same for 1 row or 1,000. */
function rowsJson(messages: readonly RelayMessage[]): string {
  return JSON.stringify(
    messages.map((message) => [
      message.id,
      message.topic,
      message.message,
      message.tag,
      message.publishedAt,
      message.expiresAt,
      message.publisher,
      message.address,
      message.bytes,
    ]),
  );
}
