import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { accountTransactions, indexedTokens, indexedTransactions, indexedTransfers, nftMetadata, spamTokens } from '../storage/schema';
import type { HistoryKey } from './history-cursor';

export interface HistoryRow extends HistoryKey {
  hash: string;
  from: string;
  to: string | null;
  status: string;
  selector: string | null;
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

/**
 * One page of an account's transactions, newest first, and one row more when there is a next page:
 * a range of the (address, mined_at, chain_id, block_number, tx_index) index after `after`.
 */
export async function readHistoryPage(db: Database, page: { address: string; chainIds: number[]; after?: HistoryKey; limit: number }): Promise<HistoryRow[]> {
  const a = accountTransactions;
  const t = indexedTransactions;
  const after = page.after;
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
    })
    .from(a)
    .innerJoin(t, and(eq(t.chainId, a.chainId), eq(t.hash, a.txHash)))
    .where(
      and(
        eq(a.address, page.address),
        page.chainIds.length === 1 ? eq(a.chainId, page.chainIds[0]!) : inArray(a.chainId, page.chainIds),
        after && sql`(${a.minedAt}, ${a.chainId}, ${a.blockNumber}, ${a.txIndex}) < (${after.minedAt}, ${after.chainId}, ${after.blockNumber}, ${after.txIndex})`,
      ),
    )
    .orderBy(desc(a.minedAt), desc(a.chainId), desc(a.blockNumber), desc(a.txIndex))
    .limit(page.limit + 1);
}

/** The transfers of these transactions that the account sent or received, in their order, with what is known of their tokens. */
export async function readAccountTransfers(db: Database, address: string, transactions: readonly HistoryRow[]): Promise<TransferRow[]> {
  if (transactions.length === 0) return [];
  const tr = indexedTransfers;
  const rows = await db
    .select({
      chainId: tr.chainId,
      txHash: tr.txHash,
      kind: tr.kind,
      token: tr.token,
      tokenId: tr.tokenId,
      from: tr.fromAddress,
      to: tr.toAddress,
      amount: tr.amount,
      tokenName: indexedTokens.name,
      tokenSymbol: indexedTokens.symbol,
      tokenDecimals: indexedTokens.decimals,
      listedSpam: sql<boolean>`${spamTokens.address} IS NOT NULL`,
      nftName: sql<string | null>`${nftMetadata.metadata}->>'name'`,
    })
    .from(tr)
    .leftJoin(indexedTokens, and(eq(indexedTokens.chainId, tr.chainId), eq(indexedTokens.address, tr.token)))
    .leftJoin(spamTokens, and(eq(spamTokens.chainId, tr.chainId), eq(spamTokens.address, tr.token)))
    .leftJoin(nftMetadata, and(eq(nftMetadata.chainId, tr.chainId), eq(nftMetadata.contract, tr.token), eq(nftMetadata.tokenId, tr.tokenId)))
    .where(
      and(
        inArray(tr.chainId, [...new Set(transactions.map((row) => row.chainId))]),
        inArray(tr.txHash, [...new Set(transactions.map((row) => row.hash))]),
        or(eq(tr.fromAddress, address), eq(tr.toAddress, address)),
      ),
    )
    .orderBy(asc(tr.chainId), asc(tr.txHash), asc(tr.position), asc(tr.batchIndex));
  // The same hash on two chains of the page is two transactions; a hash of one chain asked on another is none.
  const wanted = new Set(transactions.map((row) => `${row.chainId}:${row.hash}`));
  return rows.filter((row) => wanted.has(`${row.chainId}:${row.txHash}`));
}
