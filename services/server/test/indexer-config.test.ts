import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from '../src/config/server-config';

describe('indexer configuration', () => {
  it('runs in the server process by default, devnet chains block by block', () => {
    expect(loadServerConfig({})).toMatchObject({
      indexer: 'in-process',
      indexerBackfillBlocks: 10_000,
      indexerReorgDepth: 12,
      indexerAllChains: [31337, 31338],
    });
  });

  it('reads AIRLOCK_INDEXER, the windows and the chains indexed in full', () => {
    const config = loadServerConfig({
      AIRLOCK_INDEXER: 'off',
      AIRLOCK_INDEXER_BACKFILL_BLOCKS: '500',
      AIRLOCK_INDEXER_REORG_DEPTH: '64',
      AIRLOCK_INDEXER_ALL_CHAINS: '1, 10',
    });
    expect(config).toMatchObject({ indexer: 'off', indexerBackfillBlocks: 500, indexerReorgDepth: 64, indexerAllChains: [1, 10] });
    expect(loadServerConfig({ AIRLOCK_INDEXER_ALL_CHAINS: '' }).indexerAllChains).toEqual([]);
  });

  it.each([
    [{ AIRLOCK_INDEXER: 'separate' }, 'AIRLOCK_INDEXER must be in-process or off'],
    [{ AIRLOCK_INDEXER_BACKFILL_BLOCKS: '-1' }, 'AIRLOCK_INDEXER_BACKFILL_BLOCKS=-1 must be an integer'],
    [{ AIRLOCK_INDEXER_BACKFILL_BLOCKS: '1e3x' }, 'AIRLOCK_INDEXER_BACKFILL_BLOCKS=1e3x must be an integer'],
    [{ AIRLOCK_INDEXER_REORG_DEPTH: '0' }, 'AIRLOCK_INDEXER_REORG_DEPTH=0 must be an integer from 1'],
    [{ AIRLOCK_INDEXER_BLOCKS_PER_STEP: '100000' }, 'AIRLOCK_INDEXER_BLOCKS_PER_STEP=100000 must be an integer from 1 to 1000'],
    [{ AIRLOCK_INDEXER_POLL_MS: 'soon' }, 'AIRLOCK_INDEXER_POLL_MS=soon'],
    [{ AIRLOCK_INDEXER_ALL_CHAINS: '1,mainnet' }, 'AIRLOCK_INDEXER_ALL_CHAINS must be a comma-separated list of chain ids'],
  ])('refuses %o', (env, message) => {
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
    expect(() => loadServerConfig(env)).toThrow(message);
  });
});
