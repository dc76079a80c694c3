import { sql } from 'drizzle-orm';
import type { Database } from '../storage/database';

/** A token transfer the account received, where it sits in the account's history. */
export interface ReceivedToken {
  chainId: number;
  token: string;
  blockNumber: number;
  txIndex: number;
}

/** One statement per database, prepared once (named on PostgreSQL, so each connection plans it once). */
const statements = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  const address = sql.placeholder('address');
  return db
    .select({ i: sql<number>`c.i` })
    .from(
      sql`(
        SELECT (e->>0)::integer AS i, (e->>1)::bigint AS chain_id, e->>2 AS token,
          (e->>3)::bigint AS block_number, (e->>4)::integer AS tx_index
        FROM jsonb_array_elements(${sql.placeholder('candidates')}::jsonb) AS e
      ) AS c`,
    )
    .where(
      sql`EXISTS (
          SELECT 1 FROM indexed_transactions AS t
          WHERE t.chain_id = c.chain_id AND t.from_address = ${address} AND t.to_address = c.token
            AND (t.block_number, t.tx_index) < (c.block_number, c.tx_index))
        OR EXISTS (
          SELECT 1 FROM indexed_transfers AS tr
          JOIN indexed_transactions AS t ON t.chain_id = tr.chain_id AND t.hash = tr.tx_hash
          WHERE tr.chain_id = c.chain_id AND tr.from_address = ${address} AND tr.token = c.token AND tr.block_number <= c.block_number
            AND (t.block_number, t.tx_index) < (c.block_number, c.tx_index))`,
    )
    .prepare('airlock_history_touched_before');
}

/**
 * Which of `received` (by index) the account had touched before, in one query: in an earlier
 * transaction it sent that token, or itself called the token's contract (an approve, a claim).
 * Each is an index probe by sender (indexed_transfers_sender_idx, indexed_transactions_sender_idx),
 * so a heavy account costs no more than a light one; walking the account's own history instead
 * read every earlier transaction of it per candidate (hundreds of ms for 50,000 of them).
 */
export async function touchedBefore(db: Database, address: string, received: readonly ReceivedToken[]): Promise<Set<number>> {
  if (received.length === 0) return new Set();
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  const candidates = JSON.stringify(received.map((entry, index) => [index, entry.chainId, entry.token, entry.blockNumber, entry.txIndex]));
  const rows = await statement.execute({ address, candidates });
  return new Set(rows.map((row) => Number(row.i)));
}
