import type { Database } from '../../services/server/src/storage/database';
import { sqlRows } from './sql-rows';

export const SEEDED_ACCOUNTS = 10_000;
/** Accounts 1..HEAVY_ACCOUNTS send one transaction in seven and receive another, about 57,000 each (every kind of transfer). */
export const HEAVY_ACCOUNTS = 5;
/** Unlisted ERC-20s (0xdd…01..): one transaction in ten moves one, for the spam heuristic to judge. */
const UNLISTED_TOKENS = 50;
const T0 = 1_700_000_000;

export interface StoredHistoryChain {
  chainId: number;
  usdc: string;
}

const account = (n: string) => `'0x' || lpad(to_hex(${n}), 40, '0')`;
const unlistedToken = (n: string) => `'0xdd' || lpad(to_hex(${n}), 38, '0')`;
/** Transaction i's sender or recipient number: a heavy account when i % 7 is `remainder`, else another picked by `spread`. */
const heavyOrOther = (remainder: number, spread: string) =>
  `CASE WHEN i % 7 = ${remainder} THEN 1 + (i / 7) % ${HEAVY_ACCOUNTS} ` +
  `ELSE ${HEAVY_ACCOUNTS + 1} + (${spread}) % ${SEEDED_ACCOUNTS - HEAVY_ACCOUNTS} END`;

const ROWS_PER_STATEMENT = 25_000;

/** Transactions `first`..`last` (see seedStoredHistory); a statement per table, each under the pool's query timeout. */
async function seedRange(
  db: Database,
  [l1, l2]: readonly [StoredHistoryChain, StoredHistoryChain],
  first: number,
  last: number,
): Promise<void> {
  const rows = `
    WITH g AS (SELECT i,
      CASE WHEN i % 10 = 9 THEN ${l2.chainId} ELSE ${l1.chainId} END AS chain_id,
      '0x' || lpad(to_hex(i), 64, '0') AS hash,
      i / 10 AS block_number, (i % 10)::integer AS tx_index, ${T0} + (i / 10) * 12 AS mined_at,
      ${account(heavyOrOther(0, 'i * 7919'))} AS sender,
      ${account(heavyOrOther(3, 'i * 104729 + 17'))} AS recipient,
      CASE WHEN i % 2 = 0 THEN NULL WHEN i % 10 = 3 THEN ${unlistedToken(`1 + i % ${UNLISTED_TOKENS}`)}
        WHEN i % 10 = 9 THEN '${l2.usdc}' ELSE '${l1.usdc}' END AS token,
      (1000000 + i)::text AS amount
      FROM generate_series(${first}::bigint, ${last}::bigint) AS i)`;
  await db.execute(`${rows}
    INSERT INTO indexed_transactions (chain_id, hash, block_number, tx_index, mined_at, from_address, to_address, value, status, selector)
    SELECT chain_id, hash, block_number, tx_index, mined_at, sender, coalesce(token, recipient),
      CASE WHEN token IS NULL THEN amount ELSE '0' END, 'confirmed', CASE WHEN token IS NULL THEN NULL ELSE '0xa9059cbb' END FROM g`);
  await db.execute(`${rows}
    INSERT INTO indexed_transfers (chain_id, tx_hash, position, batch_index, block_number, kind,
      token, token_id, from_address, to_address, amount)
    SELECT chain_id, hash, CASE WHEN token IS NULL THEN -1 ELSE 0 END, 0, block_number,
      CASE WHEN token IS NULL THEN 'native' ELSE 'erc20' END,
      token, NULL, sender, recipient, amount FROM g`);
  await db.execute(`${rows}
    INSERT INTO account_transactions (chain_id, address, block_number, tx_index, tx_hash, mined_at)
    SELECT chain_id, address, block_number, tx_index, hash, mined_at
    FROM g CROSS JOIN LATERAL (VALUES (sender), (recipient), (token)) AS party(address) WHERE address IS NOT NULL
    ON CONFLICT DO NOTHING`);
}

/**
 * `count` transactions of one transfer each, stored as the indexer stores them (indexed_transactions,
 * indexed_transfers, account_transactions for sender, recipient and the contract called), in
 * bulk SQL: 10 to a block, every tenth on the second chain; half ETH, 40 % USDC, 10 % unlisted
 * tokens; among SEEDED_ACCOUNTS accounts (0x00…01..), with HEAVY_ACCOUNTS heavy ones.
 */
export async function seedStoredHistory(
  db: Database,
  chains: readonly [StoredHistoryChain, StoredHistoryChain],
  count: number,
): Promise<void> {
  const [l1, l2] = chains;
  for (let first = 1; first <= count; first += ROWS_PER_STATEMENT)
    await seedRange(db, chains, first, Math.min(count, first + ROWS_PER_STATEMENT - 1));
  await db.execute(`
    INSERT INTO indexed_tokens (chain_id, address, kind, name, symbol, decimals) VALUES
      (${l1.chainId}, '${l1.usdc}', 'erc20', 'USD Coin', 'USDC', 6), (${l2.chainId}, '${l2.usdc}', 'erc20', 'USD Coin', 'USDC', 6)`);
  await db.execute(`
    INSERT INTO indexed_tokens (chain_id, address, kind, name, symbol, decimals)
    SELECT chain_id, ${unlistedToken('n')}, 'erc20', 'Airdrop ' || n, 'AIR' || n, 18
    FROM generate_series(1, ${UNLISTED_TOKENS}) AS n CROSS JOIN (VALUES (${l1.chainId}), (${l2.chainId})) AS c(chain_id)`);
  await db.execute('ANALYZE');
  const [stored] = await sqlRows<{ transfers: string }>(db, 'SELECT count(*) AS transfers FROM indexed_transfers');
  if (Number(stored!.transfers) !== count) throw new Error(`${stored!.transfers} transfers stored, ${count} meant`);
}

/** A position in an account's history, as a cursor carries it. */
export interface SampledPosition {
  address: string;
  minedAt: number;
  chainId: number;
  blockNumber: number;
  txIndex: number;
}

/** `count` random rows of the seeded accounts' histories (so heavy accounts weigh by their size). */
export async function sampleHistoryPositions(db: Database, count: number): Promise<SampledPosition[]> {
  const rows = await sqlRows<{ address: string; mined_at: string; chain_id: string; block_number: string; tx_index: number }>(
    db,
    `SELECT address, mined_at, chain_id, block_number, tx_index FROM account_transactions
     WHERE address LIKE '0x00000000%' ORDER BY random() LIMIT ${count}`,
  );
  return rows.map((row) => ({
    address: row.address,
    minedAt: Number(row.mined_at),
    chainId: Number(row.chain_id),
    blockNumber: Number(row.block_number),
    txIndex: Number(row.tx_index),
  }));
}
