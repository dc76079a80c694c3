import { sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import type { NftStandard } from './token-uri-reader';

export interface NftHolding {
  /** Lowercase 0x address. */
  contract: string;
  tokenId: string;
  standard: NftStandard;
  /** Decimal string, > 0. */
  balance: string;
  collectionName: string | null;
  collectionSymbol: string | null;
  isSpam: boolean;
}

/** Where a page starts: after this (contract, token id), in the order pages are listed. */
export interface NftHoldingsCursor {
  contract: string;
  tokenId: string;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

interface HoldingRow {
  contract: string;
  token_id: string;
  kind: NftStandard;
  balance: string;
  collection_name: string | null;
  collection_symbol: string | null;
  is_spam: boolean;
}

/**
 * The NFTs `address` (lowercase) holds on a chain, from indexed_transfers in one query: an ERC-721
 * whose last transfer (by block and log index) went to the account, and ERC-1155 ids where what
 * came in exceeds what went out. Ordered by contract then token id; `limit` rows after `after`.
 */
export async function readNftHoldings(
  db: Database,
  chainId: number,
  address: string,
  limit: number,
  after?: NftHoldingsCursor,
): Promise<NftHolding[]> {
  const afterCursor = after ? sql`AND (t.token, t.token_id) > (${after.contract}, ${after.tokenId})` : sql``;
  const result = await db.execute(sql`
    SELECT h.contract, h.token_id, h.kind, h.balance::text AS balance,
           tok.name AS collection_name, tok.symbol AS collection_symbol, (spam.address IS NOT NULL) AS is_spam
    FROM (
      SELECT t.token AS contract, t.token_id, t.kind,
             CASE WHEN t.kind = 'erc721'
               THEN (array_agg(CASE WHEN t.to_address = ${address} THEN 1 ELSE 0 END
                               ORDER BY t.block_number DESC, t.position DESC, t.batch_index DESC))[1]::numeric
               ELSE sum(CASE WHEN t.to_address = ${address} THEN t.amount::numeric ELSE 0 END)
                  - sum(CASE WHEN t.from_address = ${address} THEN t.amount::numeric ELSE 0 END)
             END AS balance
      FROM indexed_transfers t
      WHERE t.chain_id = ${chainId} AND t.kind IN ('erc721', 'erc1155')
        AND (t.to_address = ${address} OR t.from_address = ${address}) ${afterCursor}
      GROUP BY t.token, t.token_id, t.kind
    ) h
    LEFT JOIN indexed_tokens tok ON tok.chain_id = ${chainId} AND tok.address = h.contract
    LEFT JOIN spam_tokens spam ON spam.chain_id = ${chainId} AND spam.address = h.contract
    WHERE h.balance > 0
    ORDER BY h.contract, h.token_id
    LIMIT ${limit}
  `);
  return rowsOf<HoldingRow>(result).map((row) => ({
    contract: row.contract,
    tokenId: row.token_id,
    standard: row.kind,
    balance: row.balance,
    collectionName: row.collection_name,
    collectionSymbol: row.collection_symbol,
    isSpam: row.is_spam,
  }));
}
