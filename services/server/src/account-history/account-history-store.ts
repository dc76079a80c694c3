import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { accountTransactions, indexedTransactions } from '../storage/schema';
import type { HistoryKey } from './history-cursor';

export interface HistoryRow extends HistoryKey {
  hash: string;
  from: string;
  to: string | null;
  status: string;
  selector: string | null;
  /** The transfers of the transaction that the account sent or received, in their order. */
  transfers: TransferRow[];
}

export interface TransferRow {
  chainId: number;
  txHash: string;
  kind: string;
  token: string | null;
  tokenId: string | null;
  from: string;
  to: string;
  amount: string;
  tokenName: string | null;
  tokenSymbol: string | null;
  tokenDecimals: number | null;
  /** On the operator's spam list. */
  listedSpam: boolean;
  /** The NFT's own name from its fetched metadata. */
  nftName: string | null;
}

export interface HistoryPageQuery {
  address: string;
  chainIds: number[];
  after?: HistoryKey;
  limit: number;
}

const a = accountTransactions;
const t = indexedTransactions;
const address = sql.placeholder('address');

/**
 * A transaction's transfers to or from the account, as one JSON array, read for the page's rows only
 * (the subquery runs per row the LIMIT lets through). Token, spam and NFT details are scalar
 * subqueries, one key lookup each: joins there made the planner build a hash table per row, which
 * cost PGlite a millisecond a row.
 */
const transfersOfRow = sql<StoredTransfer[]>`(
  SELECT coalesce(json_agg(json_build_object(
      'chainId', tr.chain_id, 'txHash', tr.tx_hash, 'kind', tr.kind, 'token', tr.token, 'tokenId', tr.token_id,
      'from', tr.from_address, 'to', tr.to_address, 'amount', tr.amount,
      'tokenDetails', (SELECT json_build_array(tk.name, tk.symbol, tk.decimals) FROM indexed_tokens AS tk
        WHERE tk.chain_id = tr.chain_id AND tk.address = tr.token),
      'listedSpam', EXISTS (SELECT 1 FROM spam_tokens AS sp WHERE sp.chain_id = tr.chain_id AND sp.address = tr.token),
      'nftName', (SELECT nm.metadata->>'name' FROM nft_metadata AS nm
        WHERE nm.chain_id = tr.chain_id AND nm.contract = tr.token AND nm.token_id = tr.token_id)
    ) ORDER BY tr.position, tr.batch_index), '[]'::json)
  FROM indexed_transfers AS tr
  WHERE tr.chain_id = ${a.chainId} AND tr.tx_hash = ${a.txHash} AND (tr.from_address = ${address} OR tr.to_address = ${address}))`;

type StoredTransfer = Omit<TransferRow, 'tokenName' | 'tokenSymbol' | 'tokenDecimals'> & {
  tokenDetails: [name: string | null, symbol: string | null, decimals: number | null] | null;
};

function transferRowOf({ tokenDetails, ...stored }: StoredTransfer): TransferRow {
  const [tokenName, tokenSymbol, tokenDecimals] = tokenDetails ?? [null, null, null];
  // Either driver may hand a bigint inside JSON back as a string.
  return { ...stored, chainId: Number(stored.chainId), tokenName, tokenSymbol, tokenDecimals };
}

function pageStatement(db: Database, name: string, after: SQL | undefined) {
  return db
    .select({
      minedAt: a.minedAt,
      chainId: a.chainId,
      blockNumber: a.blockNumber,
      txIndex: a.txIndex,
      hash: t.hash,
      from: t.fromAddress,
      to: t.toAddress,
      status: t.status,
      selector: t.selector,
      transfers: transfersOfRow,
    })
    .from(a)
    .innerJoin(t, and(eq(t.chainId, a.chainId), eq(t.hash, a.txHash)))
    .where(and(eq(a.address, address), sql`${a.chainId} = ANY(${sql.placeholder('chainIds')}::bigint[])`, after))
    .orderBy(desc(a.minedAt), desc(a.chainId), desc(a.blockNumber), desc(a.txIndex))
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

/**
 * An account's history pages, newest first, with one row more when there is a next page: a range of
 * the (address, mined_at, chain_id, block_number, tx_index) index after the cursor, each row with its
 * transfers, in one statement. The statements are prepared once (named on PostgreSQL, so each
 * connection plans them once), which halved the database's work per page against building and
 * planning two queries per request.
 */
export function createHistoryReader(db: Database) {
  const firstPage = pageStatement(db, 'airlock_history_first_page', undefined);
  const nextPage = pageStatement(
    db,
    'airlock_history_next_page',
    sql`(${a.minedAt}, ${a.chainId}, ${a.blockNumber}, ${a.txIndex})
      < (${sql.placeholder('minedAt')}, ${sql.placeholder('chainId')}, ${sql.placeholder('blockNumber')}, ${sql.placeholder('txIndex')})`,
  );
  return async function readHistoryPage(page: HistoryPageQuery): Promise<HistoryRow[]> {
    const common = { address: page.address, chainIds: page.chainIds, limit: page.limit + 1 };
    const rows = page.after ? await nextPage.execute({ ...common, ...page.after }) : await firstPage.execute(common);
    return rows.map((row) => ({ ...row, transfers: row.transfers.map(transferRowOf) }));
  };
}

export type HistoryReader = ReturnType<typeof createHistoryReader>;
