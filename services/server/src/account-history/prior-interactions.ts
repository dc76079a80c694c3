import { sql } from 'drizzle-orm';
import type { Database } from '../storage/database';

/** A token transfer the account received, where it sits in the account's history. */
export interface ReceivedToken {
  chainId: number;
  token: string;
  blockNumber: number;
  txIndex: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Which of `received` (by index) the account had touched before, in one query: in an earlier
 * transaction of its history it sent that token, or itself called the token's contract (an approve, a claim).
 * Reads only the account's own history (account_transactions' primary key), never a token's.
 */
export async function touchedBefore(db: Database, address: string, received: readonly ReceivedToken[]): Promise<Set<number>> {
  if (received.length === 0) return new Set();
  const candidates = JSON.stringify(received.map((entry, index) => [index, entry.chainId, entry.token, entry.blockNumber, entry.txIndex]));
  const rows = rowsOf<{ i: number }>(
    await db.execute(sql`
      SELECT c.i FROM (
        SELECT (e->>0)::integer AS i, (e->>1)::bigint AS chain_id, e->>2 AS token, (e->>3)::bigint AS block_number, (e->>4)::integer AS tx_index
        FROM jsonb_array_elements(${candidates}::jsonb) AS e
      ) AS c
      WHERE EXISTS (
        SELECT 1 FROM account_transactions AS a
        JOIN indexed_transactions AS t ON t.chain_id = a.chain_id AND t.hash = a.tx_hash
        WHERE a.chain_id = c.chain_id AND a.address = ${address}
          AND (a.block_number, a.tx_index) < (c.block_number, c.tx_index)
          AND ((t.from_address = ${address} AND t.to_address = c.token)
            OR EXISTS (
              SELECT 1 FROM indexed_transfers AS tr
              WHERE tr.chain_id = a.chain_id AND tr.tx_hash = a.tx_hash AND tr.token = c.token AND tr.from_address = ${address}))
      )`),
  );
  return new Set(rows.map((row) => Number(row.i)));
}
