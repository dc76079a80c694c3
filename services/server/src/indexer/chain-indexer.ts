import type { ChainConfig } from '../config/chain-config';
import { createRpcTransport, type RpcTransport } from '../rpc/rpc-transport';
import type { OpenDatabase } from '../storage/database';
import { backfillAccount } from './account-backfill';
import type { AccountIndexer } from './account-indexer';
import { chainLocksFor, type ChainLocks } from './chain-index-lock';
import { createChainNode, type ChainNode } from './chain-node';
import { startChainFollower, type ChainFollower } from './chain-follower';
import { DEVNET_CHAIN_IDS, type IndexerConfig } from './indexer-config';
import type { IndexerLog } from './indexer-log';
import { createIndexerRpc } from './indexer-rpc';
import { createIndexStore, type ChainMode } from './index-store';
import { DEFAULT_BACKOFF, OutageReport, pause, retryWithBackoff, type Backoff } from './retry-with-backoff';
import { createWatchedAccountRegistry } from './watched-account-registry';

/** A block with full transactions and traces can be large; bounded all the same. */
const MAX_NODE_ANSWER_BYTES = 64 * 1024 * 1024;
/** How often a watched chain looks for accounts another process added and nobody has backfilled. */
const BACKFILL_SCAN_MS = 5_000;

export type ChainIndexerSettings = Pick<
  IndexerConfig,
  'indexerBackfillBlocks' | 'indexerReorgDepth' | 'indexerPollMs' | 'indexerBlocksPerStep' | 'indexerAllChains'
>;

export interface ChainIndexerOptions {
  chains: readonly ChainConfig[];
  database: OpenDatabase;
  settings: ChainIndexerSettings;
  log: IndexerLog;
  /** Default: PostgreSQL advisory locks, none on PGlite. */
  locks?: ChainLocks;
  backoff?: Backoff;
}

/** The indexer of every configured chain, running until stopped. */
export interface ChainIndexer extends AccountIndexer {
  stop(): Promise<void>;
}

interface IndexedChain {
  mode: ChainMode;
  node: ChainNode;
  transport: RpcTransport;
  follower: ChainFollower;
  /** Accounts being backfilled by this process. */
  backfilling: Set<string>;
}

export function startChainIndexer(options: ChainIndexerOptions): ChainIndexer {
  const { settings, log } = options;
  const store = createIndexStore(options.database.db);
  const locks = options.locks ?? chainLocksFor(options.database, log);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const controller = new AbortController();
  const backfills = new Set<Promise<unknown>>();
  const chains = new Map<number, IndexedChain>();
  const backfillScans: Promise<void>[] = [];

  /** Backfills accounts added by another process, or cut short by a restart, where this process holds the chain. */
  const scanForBackfills = async (chainId: number, chain: IndexedChain) => {
    const outage = new OutageReport(log, { chainId }, `reading the watched accounts of chain ${chainId}`);
    do {
      const awaiting = await retryWithBackoff(
        async () => ((await locks.tryAcquire(chainId)) ? store.accountsAwaitingBackfill(chainId) : []),
        backoff,
        controller.signal,
        outage,
      );
      awaiting?.forEach((address) => runBackfill(chainId, chain, address));
    } while (await pause(BACKFILL_SCAN_MS, controller.signal));
  };

  const registry = createWatchedAccountRegistry(options.database.db, options.chains, settings.indexerAllChains);

  const runBackfill = (chainId: number, chain: IndexedChain, address: string) => {
    if (chain.backfilling.has(address)) return;
    chain.backfilling.add(address);
    const outage = new OutageReport(log, { chainId, address }, `backfilling ${address} on chain ${chainId}`);
    const job = chain.follower
      .stepBoundary()
      .then(() =>
        backfillAccount({
          chainId,
          address,
          node: chain.node,
          store,
          window: settings.indexerBackfillBlocks,
          blocksPerStep: settings.indexerBlocksPerStep,
          retry: (task) => retryWithBackoff(task, backoff, controller.signal, outage),
        }),
      )
      .catch((error: unknown) => log.error({ chainId, address, reason: (error as Error).message }, 'backfill stopped'))
      .finally(() => {
        backfills.delete(job);
        chain.backfilling.delete(address);
      });
    backfills.add(job);
  };

  for (const config of options.chains) {
    const mode: ChainMode = settings.indexerAllChains.includes(config.chainId) ? 'all' : 'watched';
    const transport = createRpcTransport({
      urls: config.rpcUrls,
      retryCount: 0,
      dedupe: false,
      maxResponseBytes: MAX_NODE_ANSWER_BYTES,
      concurrency: { maxInFlight: 16, maxQueued: 10_000, maxWaitMs: 60_000 },
    });
    const node = createChainNode(createIndexerRpc(transport));
    const devnet = DEVNET_CHAIN_IDS.includes(config.chainId);
    const follower = startChainFollower({
      chainId: config.chainId,
      mode,
      firstBlock: (head) => (devnet ? 0 : Math.max(0, head - settings.indexerBackfillBlocks)),
      node,
      store,
      locks,
      log,
      pollMs: settings.indexerPollMs,
      blocksPerStep: settings.indexerBlocksPerStep,
      reorgDepth: settings.indexerReorgDepth,
      backoff,
    });
    const chain: IndexedChain = { mode, node, transport, follower, backfilling: new Set() };
    chains.set(config.chainId, chain);
    if (mode === 'watched') backfillScans.push(scanForBackfills(config.chainId, chain));
  }

  return {
    async watchAccount(chainId, address) {
      if (await registry.add(chainId, address)) runBackfill(chainId, chains.get(chainId)!, address.toLowerCase());
    },
    async stop() {
      controller.abort();
      await Promise.all([...chains.values()].map((chain) => chain.follower.stop()));
      await Promise.all(backfillScans);
      await Promise.all(backfills);
      for (const chain of chains.values()) chain.transport.close();
      await locks.close();
    },
  };
}
