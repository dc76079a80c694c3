import { and, asc, eq } from 'drizzle-orm';
import type { OpenDatabase } from '../../src/storage/database';
import { accountTransactions, indexedBlocks, indexedTransactions, indexedTransfers, indexerChains } from '../../src/storage/schema';

/** Read-backs of what the indexer stored, for tests. */
export function indexerQueries(database: OpenDatabase, chainId: number) {
  const { db } = database;
  return {
    async nextBlock(): Promise<number | undefined> {
      const [row] = await db.select().from(indexerChains).where(eq(indexerChains.chainId, chainId));
      return row?.nextBlock;
    },
    async blocks() {
      return db.select().from(indexedBlocks).where(eq(indexedBlocks.chainId, chainId)).orderBy(asc(indexedBlocks.number));
    },
    async transaction(hash: string) {
      const [row] = await db
        .select()
        .from(indexedTransactions)
        .where(and(eq(indexedTransactions.chainId, chainId), eq(indexedTransactions.hash, hash.toLowerCase())));
      return row;
    },
    async transactionHashes(): Promise<string[]> {
      const rows = await db
        .select({ hash: indexedTransactions.hash })
        .from(indexedTransactions)
        .where(eq(indexedTransactions.chainId, chainId));
      return rows.map((row) => row.hash);
    },
    async transfers(hash: string) {
      return db
        .select()
        .from(indexedTransfers)
        .where(and(eq(indexedTransfers.chainId, chainId), eq(indexedTransfers.txHash, hash.toLowerCase())));
    },
    async accountRows(address: string) {
      return db
        .select()
        .from(accountTransactions)
        .where(and(eq(accountTransactions.chainId, chainId), eq(accountTransactions.address, address.toLowerCase())));
    },
  };
}
