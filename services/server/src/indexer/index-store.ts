import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../storage/database';
import {
  accountTransactions,
  indexedBlocks,
  indexedTokens,
  indexedTransactions,
  indexedTransfers,
  indexerChains,
  indexerWatchedAccounts,
} from '../storage/schema';
import type { BlockRow, IndexedRows } from './indexed-rows';
import { insertIgnoringDuplicates } from './json-rows-insert';
import type { TokenDetails } from './token-details';

export type ChainMode = 'all' | 'watched';

export interface ChainState {
  mode: ChainMode;
  nextBlock: number;
}

/** Another indexer moved this chain on while this one read it (only possible without the lock). */
export class IndexerConflictError extends Error {
  override readonly name = 'IndexerConflictError';
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertRows(tx: Transaction, rows: IndexedRows, tokens: TokenDetails[]): Promise<void> {
  await insertIgnoringDuplicates(tx, indexedTransactions, rows.transactions);
  await insertIgnoringDuplicates(tx, indexedTransfers, rows.transfers);
  await insertIgnoringDuplicates(tx, accountTransactions, rows.accounts);
  await insertIgnoringDuplicates(tx, indexedTokens, tokens);
}

/** The indexer's tables: where each chain stands, what it stored, and the watched accounts. */
export function createIndexStore(db: Database) {
  return {
    async chainState(chainId: number): Promise<ChainState | undefined> {
      const [row] = await db.select().from(indexerChains).where(eq(indexerChains.chainId, chainId));
      return row ? { mode: row.mode as ChainMode, nextBlock: row.nextBlock } : undefined;
    },

    /** Creates the chain's row unless another process just did; the row as stored either way. */
    async startChain(chainId: number, mode: ChainMode, nextBlock: number): Promise<ChainState> {
      await db.insert(indexerChains).values({ chainId, mode, nextBlock }).onConflictDoNothing();
      const [row] = await db.select().from(indexerChains).where(eq(indexerChains.chainId, chainId));
      if (row!.mode !== mode) await db.update(indexerChains).set({ mode, updatedAt: new Date() }).where(eq(indexerChains.chainId, chainId));
      return { mode, nextBlock: row!.nextBlock };
    },

    async blockHashes(chainId: number, from: number, to: number): Promise<Map<number, string>> {
      const rows = await db
        .select({ number: indexedBlocks.number, hash: indexedBlocks.hash })
        .from(indexedBlocks)
        .where(and(eq(indexedBlocks.chainId, chainId), gte(indexedBlocks.number, from), lte(indexedBlocks.number, to)));
      return new Map(rows.map((row) => [row.number, row.hash]));
    },

    /** Stores blocks `nextBlock`.. with their rows and moves the chain past them, all or nothing. */
    async writeBlocks(chainId: number, nextBlock: number, blocks: BlockRow[], rows: IndexedRows, tokens: TokenDetails[]): Promise<void> {
      await db.transaction(async (tx) => {
        await insertIgnoringDuplicates(tx, indexedBlocks, blocks);
        await insertRows(tx, rows, tokens);
        const moved = await tx
          .update(indexerChains)
          .set({ nextBlock: nextBlock + blocks.length, updatedAt: new Date() })
          .where(and(eq(indexerChains.chainId, chainId), eq(indexerChains.nextBlock, nextBlock)))
          .returning({ chainId: indexerChains.chainId });
        if (moved.length === 0) throw new IndexerConflictError(`chain ${chainId} is no longer at block ${nextBlock}`);
      });
    },

    /**
     * Rows a backfill found below the chain's next block. Rows of a block the follower stored with
     * another hash (a fork the backfill read) are dropped, in the same transaction that checks.
     */
    async writeBackfill(chainId: number, blockHashes: Map<number, string>, rows: IndexedRows, tokens: TokenDetails[]): Promise<void> {
      await db.transaction(async (tx) => {
        const numbers = [...blockHashes.keys()];
        const stored = numbers.length
          ? await tx
              .select({ number: indexedBlocks.number, hash: indexedBlocks.hash })
              .from(indexedBlocks)
              .where(and(eq(indexedBlocks.chainId, chainId), inArray(indexedBlocks.number, numbers)))
          : [];
        const orphaned = new Set(stored.filter((block) => block.hash !== blockHashes.get(block.number)).map((block) => block.number));
        const onChain = <T extends { blockNumber: number }>(list: T[]) => list.filter((row) => !orphaned.has(row.blockNumber));
        await insertRows(
          tx,
          { transactions: onChain(rows.transactions), transfers: onChain(rows.transfers), accounts: onChain(rows.accounts), tokens: [] },
          tokens,
        );
      });
    },

    /** Undoes every block from `fork` up, and sets the chain to read `fork` next. */
    async rollBack(chainId: number, fork: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(accountTransactions)
          .where(and(eq(accountTransactions.chainId, chainId), gte(accountTransactions.blockNumber, fork)));
        await tx.delete(indexedTransfers).where(and(eq(indexedTransfers.chainId, chainId), gte(indexedTransfers.blockNumber, fork)));
        await tx
          .delete(indexedTransactions)
          .where(and(eq(indexedTransactions.chainId, chainId), gte(indexedTransactions.blockNumber, fork)));
        await tx.delete(indexedBlocks).where(and(eq(indexedBlocks.chainId, chainId), gte(indexedBlocks.number, fork)));
        await tx.update(indexerChains).set({ nextBlock: fork, updatedAt: new Date() }).where(eq(indexerChains.chainId, chainId));
      });
    },

    async knownTokens(chainId: number, addresses: string[]): Promise<Set<string>> {
      if (addresses.length === 0) return new Set();
      const rows = await db
        .select({ address: indexedTokens.address })
        .from(indexedTokens)
        .where(and(eq(indexedTokens.chainId, chainId), inArray(indexedTokens.address, addresses)));
      return new Set(rows.map((row) => row.address));
    },

    /** Adds a watched account; true when it was not watched before. */
    async watch(chainId: number, address: string): Promise<boolean> {
      const added = await db
        .insert(indexerWatchedAccounts)
        .values({ chainId, address })
        .onConflictDoNothing()
        .returning({ address: indexerWatchedAccounts.address });
      return added.length > 0;
    },

    async watchedAccounts(chainId: number): Promise<Set<string>> {
      const rows = await db
        .select({ address: indexerWatchedAccounts.address })
        .from(indexerWatchedAccounts)
        .where(eq(indexerWatchedAccounts.chainId, chainId));
      return new Set(rows.map((row) => row.address));
    },

    async accountsAwaitingBackfill(chainId: number): Promise<string[]> {
      const rows = await db
        .select({ address: indexerWatchedAccounts.address })
        .from(indexerWatchedAccounts)
        .where(and(eq(indexerWatchedAccounts.chainId, chainId), isNull(indexerWatchedAccounts.backfilledFrom)));
      return rows.map((row) => row.address);
    },

    async markBackfilled(chainId: number, address: string, from: number): Promise<void> {
      await db
        .update(indexerWatchedAccounts)
        .set({ backfilledFrom: from })
        .where(and(eq(indexerWatchedAccounts.chainId, chainId), eq(indexerWatchedAccounts.address, address)));
    },
  };
}

export type IndexStore = ReturnType<typeof createIndexStore>;
