import { ConfigError } from '../config/config-error';

/** `in-process`: the server indexes its chains itself; `off`: it does not (another process runs `airlock-server indexer`). */
export type IndexerRunMode = 'in-process' | 'off';

/** How the chain indexer runs (see the server README's Indexer section). */
export interface IndexerConfig {
  /** AIRLOCK_INDEXER: `in-process` (default) or `off`. */
  indexer: IndexerRunMode;
  /** AIRLOCK_INDEXER_BACKFILL_BLOCKS: how far back a newly watched account, or a new non-devnet chain, is indexed. */
  indexerBackfillBlocks: number;
  /** AIRLOCK_INDEXER_REORG_DEPTH: how many recent blocks are compared with the node to find a reorg. */
  indexerReorgDepth: number;
  /** AIRLOCK_INDEXER_POLL_MS: how often a chain at its head asks for a new block. */
  indexerPollMs: number;
  /** AIRLOCK_INDEXER_BLOCKS_PER_STEP: blocks read and written at once (bounds memory). */
  indexerBlocksPerStep: number;
  /**
   * AIRLOCK_INDEXER_ALL_CHAINS: chain ids indexed block by block (`all`); the others follow watched accounts only. Default: the devnet's.
   */
  indexerAllChains: number[];
}

export const DEVNET_CHAIN_IDS = [31337, 31338];

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name}=${raw.slice(0, 40)} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function runModeFromEnv(raw: string | undefined): IndexerRunMode {
  if (raw === undefined || raw === '' || raw === 'in-process') return 'in-process';
  if (raw === 'off') return 'off';
  throw new ConfigError(`AIRLOCK_INDEXER must be in-process or off, got "${raw.slice(0, 40)}"`);
}

function chainIdsFromEnv(raw: string | undefined): number[] {
  if (raw === undefined) return DEVNET_CHAIN_IDS;
  if (raw.trim() === '') return [];
  return raw.split(',').map((part) => {
    const value = Number(part.trim());
    if (!/^\d+$/.test(part.trim()) || !Number.isSafeInteger(value) || value < 1) {
      throw new ConfigError(`AIRLOCK_INDEXER_ALL_CHAINS must be a comma-separated list of chain ids, got "${raw.slice(0, 80)}"`);
    }
    return value;
  });
}

export function indexerConfigFromEnv(env: NodeJS.ProcessEnv): IndexerConfig {
  return {
    indexer: runModeFromEnv(env.AIRLOCK_INDEXER),
    indexerBackfillBlocks: intFromEnv(env, 'AIRLOCK_INDEXER_BACKFILL_BLOCKS', 10_000, 0, 10_000_000),
    indexerReorgDepth: intFromEnv(env, 'AIRLOCK_INDEXER_REORG_DEPTH', 12, 1, 1_000),
    indexerPollMs: intFromEnv(env, 'AIRLOCK_INDEXER_POLL_MS', 1_000, 10, 600_000),
    indexerBlocksPerStep: intFromEnv(env, 'AIRLOCK_INDEXER_BLOCKS_PER_STEP', 50, 1, 1_000),
    indexerAllChains: chainIdsFromEnv(env.AIRLOCK_INDEXER_ALL_CHAINS),
  };
}
