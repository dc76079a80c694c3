import { devnetChainsFile, startDevnet } from '@airlock/devnet';
import { loadServerConfig, parseChainsFile } from '@airlock/server';
import { startChainIndexer } from '../services/server/src/indexer/chain-indexer';
import type { IndexerLog } from '../services/server/src/indexer/indexer-log';
import { openTestDatabase, type StorageKind } from '../services/server/test/support/test-databases';
import { onCleanup } from './cleanup';
import { sqlRows } from './indexer/sql-rows';
import { nodeCostPerBlock } from './indexer/node-cost-per-block';
import { seedDevnetTransfers, type SeededTransfers } from './indexer/seed-devnet-transfers';
import { writeCostPerBlock } from './indexer/write-cost-per-block';
import type { BenchResult } from './results';

const TRANSFERS = 10_000;
const TRANSFERS_PER_BLOCK = 10;
const CHAIN_ID = 31337;
const TIMEOUT_MS = 10 * 60_000;

const quietLog: IndexerLog = {
  info: () => {},
  warn: () => {},
  error: (details, message) => console.error(`  indexer: ${message}`, details),
};

/** Starts the server's chain indexer (`all` mode, the server's default settings) from block 0 and times it to the seeded head. */
async function catchUp(storage: StorageKind, rpcUrl: string, seeded: SeededTransfers): Promise<BenchResult> {
  const database = await openTestDatabase(storage);
  const stopDatabase = onCleanup(() => database.close());
  const settings = loadServerConfig({});
  const nextBlock = async () =>
    Number(
      (await sqlRows<{ next_block: string }>(database.db, `SELECT next_block FROM indexer_chains WHERE chain_id = ${CHAIN_ID}`))[0]
        ?.next_block ?? 0,
    );
  try {
    const started = performance.now();
    const indexer = startChainIndexer({
      chains: parseChainsFile(devnetChainsFile([rpcUrl])).slice(0, 1),
      database,
      settings: { ...settings, indexerAllChains: [CHAIN_ID] },
      log: quietLog,
    });
    const stopIndexer = onCleanup(() => indexer.stop());
    try {
      while ((await nextBlock()) <= seeded.head) {
        if (performance.now() - started > TIMEOUT_MS)
          throw new Error(`${storage}: the indexer reached block ${await nextBlock()} of ${seeded.head} in ${TIMEOUT_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const seconds = (performance.now() - started) / 1000;
      await stopIndexer();
      const [stored] = await sqlRows<{ transfers: string }>(
        database.db,
        `SELECT count(*) AS transfers FROM indexed_transfers ` +
          `WHERE chain_id = ${CHAIN_ID} AND block_number > ${seeded.head - seeded.blocks}`,
      );
      if (Number(stored!.transfers) !== seeded.transfers)
        throw new Error(`${storage}: ${stored!.transfers} transfers indexed in the seeded blocks, ${seeded.transfers} sent`);
      const blocks = seeded.head + 1;
      const blocksPerSecond = blocks / seconds;
      console.log(
        `  ${storage}: blocks 0..${seeded.head} (${blocks}) in ${seconds.toFixed(2)} s: ${blocksPerSecond.toFixed(0)} blocks/s, ` +
          `${(seeded.transfers / seconds).toFixed(0)} transfers/s ` +
          `(${seeded.transfers} transfers, ${settings.indexerBlocksPerStep} blocks per step)`,
      );
      const suffix = storage === 'pglite' ? '' : `.${storage}`;
      return {
        id: `indexer.catchup.blocks_per_s${suffix}`,
        value: Math.round(blocksPerSecond),
        unit: 'blocks/s',
        limit: 500,
        better: 'higher',
      };
    } finally {
      await stopIndexer();
    }
  } finally {
    await stopDatabase();
  }
}

/**
 * indexer.catchup.blocks_per_s (PGlite) and `.postgres`: a devnet holding 10,000 ETH and USDC
 * transfers, 10 to a block, indexed from block 0 by the server's chain indexer on a fresh database.
 */
export async function runIndexerCatchup(): Promise<BenchResult[]> {
  const devnet = await startDevnet();
  const stopDevnet = onCleanup(() => devnet.stop());
  try {
    const seedStarted = performance.now();
    const seeded = await seedDevnetTransfers(devnet, TRANSFERS, TRANSFERS_PER_BLOCK);
    const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
    console.log(`  seeded ${seeded.transfers} transfers in ${seeded.blocks} blocks (head ${seeded.head}) in ${seedSeconds} s`);
    const sample = Array.from({ length: 100 }, (_, index) => seeded.head - 99 + index);
    const costs = await nodeCostPerBlock(devnet.chains[0].rpcUrl, sample);
    const perBlock = Object.entries(costs).map(([method, ms]) => `${method} ${ms.toFixed(2)}`);
    // In all mode the indexer asks per block for the header (transaction hashes), the receipts and trace_block (full transactions only
    // without a trace).
    const floor = costs['eth_getBlockByNumber (hashes)']! + costs.eth_getBlockReceipts! + costs.trace_block!;
    console.log(
      `  the node's ms per seeded block, one call at a time: ${perBlock.join(', ')}; ` +
        `the indexer's three calls: ${floor.toFixed(1)} ms (${(1000 / floor).toFixed(0)} blocks/s)`,
    );
    const results: BenchResult[] = [];
    for (const storage of ['pglite', 'postgres'] as const) results.push(await catchUp(storage, devnet.chains[0].rpcUrl, seeded));
    // Printed only, after the figures: where the time goes.
    const halves = await writeCostPerBlock(devnet.chains[0].rpcUrl, CHAIN_ID, seeded.head, loadServerConfig({}).indexerBlocksPerStep);
    const writes = Object.entries(halves.writes).map(
      ([storage, cost]) =>
        `${storage} ${cost.blocksPerSecond.toFixed(0)} blocks/s (${cost.cpuMsPerBlock.toFixed(2)} ms of this process's CPU a block)`,
    );
    console.log(
      `  apart: the indexer's reading alone ${halves.readBlocksPerSecond.toFixed(0)} blocks/s; its writes alone: ${writes.join(', ')}`,
    );
    return results;
  } finally {
    await stopDevnet();
  }
}
