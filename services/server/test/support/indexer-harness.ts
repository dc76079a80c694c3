import type { ChainConfig } from '../../src/config/chain-config';
import { startChainIndexer, type ChainIndexer, type ChainIndexerOptions, type ChainIndexerSettings } from '../../src/indexer/chain-indexer';
import type { IndexerLog } from '../../src/indexer/indexer-log';
import type { OpenDatabase } from '../../src/storage/database';

export const TEST_INDEXER_SETTINGS: ChainIndexerSettings = {
  indexerBackfillBlocks: 10_000,
  indexerReorgDepth: 12,
  indexerPollMs: 50,
  indexerBlocksPerStep: 50,
  indexerAllChains: [31337, 31338],
};

/** A log that keeps what the indexer says, for assertions. */
export function recordingLog(): IndexerLog & { lines: { level: string; message: string; details: object }[] } {
  const lines: { level: string; message: string; details: object }[] = [];
  const record = (level: string) => (details: object, message: string) => void lines.push({ level, message, details });
  return { lines, info: record('info'), warn: record('warn'), error: record('error') };
}

export function startTestIndexer(
  database: OpenDatabase,
  chains: ChainConfig[],
  options: { settings?: Partial<ChainIndexerSettings> } & Partial<Omit<ChainIndexerOptions, 'settings'>> = {},
): ChainIndexer {
  return startChainIndexer({
    chains,
    database,
    log: options.log ?? recordingLog(),
    backoff: options.backoff ?? { baseMs: 50, maxMs: 400 },
    locks: options.locks,
    settings: { ...TEST_INDEXER_SETTINGS, ...options.settings },
  });
}

/** Polls `probe` until it returns something other than undefined or false. */
export async function eventually<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 20_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
