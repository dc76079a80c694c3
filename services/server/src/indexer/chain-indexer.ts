import type { ChainConfig } from '../config/chain-config';
import { createRpcTransport, type RpcTransport } from '../rpc/rpc-transport';
import type { OpenDatabase } from '../storage/database';
import { backfillAccount } from './account-backfill';
import { InvalidAccountAddressError, UnknownIndexerChainError, type AccountIndexer } from './account-indexer';
import { chainLocksFor, type ChainLocks } from './chain-index-lock';
import { createChainNode, type ChainNode } from './chain-node';
import { startChainFollower, type ChainFollower } from './chain-follower';
import { DEVNET_CHAIN_IDS, type IndexerConfig } from './indexer-config';
import type { IndexerLog } from './indexer-log';
import { createIndexerRpc } from './indexer-rpc';
import { createIndexStore, type ChainMode } from './index-store';
import { DEFAULT_BACKOFF, OutageReport, retryWithBackoff, type Backoff } from './retry-with-backoff';

/** A block with full transactions and traces can be large; bounded all the same. */
const MAX_NODE_ANSWER_BYTES = 64 * 1024 * 1024;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export type ChainIndexerSettings = Pick<IndexerConfig, 'indexerBackfillBlocks' | 'indexerReorgDepth' | 'indexerPollMs' | 'indexerBlocksPerStep' | 'indexerAllChains'>;

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
  /** Accounts known to be watched, so a request for one already watched writes nothing. */
  watched: Set<string>;
}

export function startChainIndexer(options: ChainIndexerOptions): ChainIndexer {
  const { settings, log } = options;
  const store = createIndexStore(options.database.db);
  const locks = options.locks ?? chainLocksFor(options.database, log);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const controller = new AbortController();
  const backfills = new Set<Promise<unknown>>();
  const chains = new Map<number, IndexedChain>();

  const runBackfill = (chainId: number, chain: IndexedChain, address: string) => {
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
      .finally(() => backfills.delete(job));
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
    const chain: IndexedChain = { mode, node, transport, follower, watched: new Set() };
    chains.set(config.chainId, chain);
    if (mode === 'watched') {
      // Backfills a restart cut short run again.
      const outage = new OutageReport(log, { chainId: config.chainId }, `reading the watched accounts of chain ${config.chainId}`);
      void retryWithBackoff(() => store.accountsAwaitingBackfill(config.chainId), backoff, controller.signal, outage).then((addresses) =>
        addresses?.forEach((address) => runBackfill(config.chainId, chain, address)),
      );
    }
  }

  return {
    async watchAccount(chainId, address) {
      const chain = chains.get(chainId);
      if (!chain) throw new UnknownIndexerChainError(chainId);
      if (!ADDRESS.test(address)) throw new InvalidAccountAddressError(address);
      const account = address.toLowerCase();
      if (chain.mode === 'all' || chain.watched.has(account)) return;
      if (await store.watch(chainId, account)) runBackfill(chainId, chain, account);
      chain.watched.add(account);
    },
    async stop() {
      controller.abort();
      await Promise.all([...chains.values()].map((chain) => chain.follower.stop()));
      await Promise.all(backfills);
      for (const chain of chains.values()) chain.transport.close();
      await locks.close();
    },
  };
}
