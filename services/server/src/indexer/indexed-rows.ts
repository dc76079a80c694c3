import type { accountTransactions, indexedBlocks, indexedTransactions, indexedTransfers } from '../storage/schema';

export type BlockRow = typeof indexedBlocks.$inferInsert;
export type TransactionRow = typeof indexedTransactions.$inferInsert;
export type TransferRow = typeof indexedTransfers.$inferInsert;
export type AccountTransactionRow = typeof accountTransactions.$inferInsert;

export type TokenKind = 'erc20' | 'erc721' | 'erc1155';

/** A token contract a transfer came from. */
export interface TokenSeen {
  address: string;
  kind: TokenKind;
}

/** What a range of blocks adds to the index, written in one database transaction. */
export interface IndexedRows {
  transactions: TransactionRow[];
  transfers: TransferRow[];
  accounts: AccountTransactionRow[];
  tokens: TokenSeen[];
}

export const emptyRows = (): IndexedRows => ({ transactions: [], transfers: [], accounts: [], tokens: [] });
