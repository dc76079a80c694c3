import { readBlockRange, type RangeReading } from '../../services/server/src/indexer/block-range-reader';
import { createChainNode } from '../../services/server/src/indexer/chain-node';
import { createIndexStore } from '../../services/server/src/indexer/index-store';
import { createIndexerRpc } from '../../services/server/src/indexer/indexer-rpc';
import { createRpcTransport } from '../../services/server/src/rpc/rpc-transport';
import { openTestDatabase, type StorageKind } from '../../services/server/test/support/test-databases';

export interface WriteCost {
  /** Blocks per second the indexer's reading reaches alone. */
  readBlocksPerSecond: number;
  /** Per storage: blocks per second its writes reach alone, and this process's CPU per block meanwhile (PGlite runs in it). */
  writes: Record<StorageKind, { blocksPerSecond: number; cpuMsPerBlock: number }>;
}

/**
 * The two halves of catching up timed apart: blocks 0..`head` read as the `all`-mode indexer reads
 * them (`perStep` at a time), then written, step by step, to a fresh database of each kind.
 */
export async function writeCostPerBlock(rpcUrl: string, chainId: number, head: number, perStep: number): Promise<WriteCost> {
  const transport = createRpcTransport({ urls: [rpcUrl], retryCount: 0, dedupe: false, maxResponseBytes: 64 * 1024 * 1024 });
  const steps: { from: number; reading: RangeReading }[] = [];
  const readStarted = performance.now();
  try {
    const node = createChainNode(createIndexerRpc(transport));
    for (let from = 0; from <= head; from += perStep)
      steps.push({ from, reading: await readBlockRange(node, chainId, from, Math.min(head, from + perStep - 1), { mode: 'all' }) });
  } finally {
    transport.close();
  }
  const readBlocksPerSecond = (head + 1) / ((performance.now() - readStarted) / 1000);
  const writes = {} as WriteCost['writes'];
  for (const storage of ['pglite', 'postgres'] as const) {
    const database = await openTestDatabase(storage);
    try {
      const store = createIndexStore(database.db);
      await store.startChain(chainId, 'all', 0);
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (const { from, reading } of steps) {
        const blocks = reading.blocks.map((block) => ({
          chainId,
          number: Number(block.number),
          hash: block.hash.toLowerCase(),
          parentHash: block.parentHash.toLowerCase(),
          timestamp: Number(block.timestamp),
        }));
        await store.writeBlocks(chainId, from, blocks, reading.rows, []);
      }
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      writes[storage] = { blocksPerSecond: (head + 1) / seconds, cpuMsPerBlock: (used.user + used.system) / 1000 / (head + 1) };
    } finally {
      await database.close();
    }
  }
  return { readBlocksPerSecond, writes };
}
