import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SINGLE_PROCESS_LOCKS } from '../src/indexer/chain-index-lock';
import { startChainFollower, type ChainFollower } from '../src/indexer/chain-follower';
import type { ChainNode } from '../src/indexer/chain-node';
import { createIndexStore, type IndexStore } from '../src/indexer/index-store';
import { NodeAnswerError } from '../src/indexer/indexer-rpc';
import type { Hex, NodeBlock } from '../src/indexer/node-types';
import type { OpenDatabase } from '../src/storage/database';
import { indexedBlocks, indexedTransactions } from '../src/storage/schema';
import { eventually, recordingLog } from './support/indexer-harness';
import { openTestDatabase } from './support/test-databases';

const HEAD = 29;
const PER_STEP = 5;
const word = (prefix: string, number: number): Hex => `0x${prefix}${number.toString(16).padStart(63, '0')}`;
const hex = (number: number): Hex => `0x${number.toString(16)}`;

/** Block n of a made-up chain 0..HEAD, holding one transfer. */
const blockOf = (number: number): NodeBlock => ({
  number: hex(number),
  hash: word('b', number),
  parentHash: number === 0 ? word('0', 0) : word('b', number - 1),
  timestamp: hex(1_700_000_000 + number),
  transactions: [
    { hash: word('t', number), from: `0x${'a'.repeat(40)}`, to: `0x${'b'.repeat(40)}`, value: '0x1', input: '0x', transactionIndex: '0x0' },
  ],
});

/** A node serving that chain (no traces: full blocks), which records what is asked and may fail once per block. */
function fakeNode(failOnce: Set<number>) {
  const asked: number[] = [];
  const failed: number[] = [];
  const node: ChainNode = {
    headNumber: async () => HEAD,
    block: async (number) => (number <= HEAD ? blockOf(number) : null),
    async header(number) {
      asked.push(number);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (failOnce.delete(number)) {
        failed.push(number);
        throw new NodeAnswerError(`block ${number} is not there yet`);
      }
      if (number > HEAD) return null;
      const block = blockOf(number);
      return { ...block, transactions: block.transactions.map((transaction) => transaction.hash) };
    },
    blockHash: async (number) => (number <= HEAD ? word('b', number) : null),
    blockReceipts: async (header) =>
      header.transactions.map((hash) => ({ transactionHash: hash, status: '0x1', blockHash: header.hash, logs: [] })),
    receipt: async (hash) => ({ transactionHash: hash as Hex, status: '0x1' }),
    logs: async () => [],
    traces: async () => undefined,
    ethCall: async () => '0x',
    traceSupport: () => 'none',
  };
  return { node, asked, failed };
}

/** The store, with each write recorded (where it started, how many blocks, the highest block read by then) and slowed down. */
function recordingStore(store: IndexStore, asked: readonly number[], failWriteAt?: number) {
  const writes: { from: number; count: number; readUpTo: number }[] = [];
  let failWrite = failWriteAt;
  const recorded: IndexStore = {
    ...store,
    async writeBlocks(chainId, nextBlock, blocks, rows, tokens) {
      writes.push({ from: nextBlock, count: blocks.length, readUpTo: Math.max(...asked) });
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failWrite === nextBlock) {
        failWrite = undefined;
        throw new Error('the database went away');
      }
      await store.writeBlocks(chainId, nextBlock, blocks, rows, tokens);
    },
  };
  return { store: recorded, writes };
}

describe('the follower reading the next range while it writes one', () => {
  let database: OpenDatabase;
  let follower: ChainFollower | undefined;
  let chainId = 900;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await follower?.stop();
    await database?.close();
  });

  const follow = async (options: { failReadOnce?: number[]; failWriteAt?: number }) => {
    chainId += 1;
    const { node, asked, failed } = fakeNode(new Set(options.failReadOnce));
    const { store, writes } = recordingStore(createIndexStore(database.db), asked, options.failWriteAt);
    follower = startChainFollower({
      chainId,
      mode: 'all',
      firstBlock: () => 0,
      node,
      store,
      locks: SINGLE_PROCESS_LOCKS,
      log: recordingLog(),
      pollMs: 10,
      blocksPerStep: PER_STEP,
      reorgDepth: 4,
      backoff: { baseMs: 5, maxMs: 20 },
    });
    await eventually(async () => (await store.chainState(chainId))?.nextBlock === HEAD + 1, 10_000, 'the head');
    await follower.stop();
    follower = undefined;
    const blocks = await database.db
      .select({ number: indexedBlocks.number })
      .from(indexedBlocks)
      .where(eq(indexedBlocks.chainId, chainId))
      .orderBy(indexedBlocks.number);
    const transactions = await database.db
      .select({ blockNumber: indexedTransactions.blockNumber })
      .from(indexedTransactions)
      .where(eq(indexedTransactions.chainId, chainId))
      .orderBy(indexedTransactions.blockNumber);
    return { writes, failed, blocks: blocks.map((block) => block.number), transactions: transactions.map((row) => row.blockNumber) };
  };

  const everyBlock = Array.from({ length: HEAD + 1 }, (_, index) => index);
  it('writes range after range in order, reading at most one range ahead, and does read ahead', async () => {
    const { writes, blocks, transactions } = await follow({});
    expect(blocks).toEqual(everyBlock);
    expect(transactions).toEqual(everyBlock);
    expect(writes.map((write) => write.from)).toEqual(everyBlock.filter((number) => number % PER_STEP === 0));
    for (const write of writes) expect(write.readUpTo).toBeLessThanOrEqual(write.from + 2 * PER_STEP - 1);
    // While most ranges were written, the next one had already been asked for.
    expect(writes.filter((write) => write.readUpTo >= write.from + PER_STEP).length).toBeGreaterThanOrEqual(writes.length - 2);
  });

  it('skips no block when a reading ahead fails: the range is read again from the stored next block', async () => {
    const { writes, failed, blocks, transactions } = await follow({ failReadOnce: [PER_STEP + 2, 3 * PER_STEP] });
    expect(failed).toEqual([PER_STEP + 2, 3 * PER_STEP]);
    expect(blocks).toEqual(everyBlock);
    expect(transactions).toEqual(everyBlock);
    expect(writes.map((write) => write.from)).toEqual(everyBlock.filter((number) => number % PER_STEP === 0));
  });

  it('drops what it read ahead when a write fails, and writes that range again first', async () => {
    const { writes, blocks, transactions } = await follow({ failWriteAt: 2 * PER_STEP });
    expect(blocks).toEqual(everyBlock);
    expect(transactions).toEqual(everyBlock);
    expect(writes.map((write) => write.from)).toEqual([0, PER_STEP, 2 * PER_STEP, 2 * PER_STEP, 3 * PER_STEP, 4 * PER_STEP, 5 * PER_STEP]);
  });
});
