import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineDevnetChain, DEVNET_ACCOUNTS, startDevnet, type Devnet } from '@airlock/devnet';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { chainLocksFor, type ChainLocks } from '../src/indexer/chain-index-lock';
import type { ChainIndexer } from '../src/indexer/chain-indexer';
import type { OpenDatabase } from '../src/storage/database';
import { eventually, recordingLog, startTestIndexer } from './support/indexer-harness';
import { indexerQueries } from './support/indexer-queries';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';

const CHAIN_ID = 31337;

/** The locks an indexer would use, with a record of what each attempt got. */
function observedLocks(database: OpenDatabase): ChainLocks & { results: boolean[] } {
  const locks = chainLocksFor(database, recordingLog());
  const results: boolean[] = [];
  return {
    results,
    async tryAcquire(chainId) {
      const held = await locks.tryAcquire(chainId);
      results.push(held);
      return held;
    },
    close: () => locks.close(),
  };
}

describe.runIf(STORAGE_KINDS.includes('postgres'))('two indexers on one PostgreSQL database', () => {
  let devnet: Devnet;
  let database: OpenDatabase;
  const indexers: ChainIndexer[] = [];
  beforeAll(async () => {
    devnet = await startDevnet();
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await Promise.all(indexers.map((indexer) => indexer.stop()));
    await database?.close();
    await devnet?.stop();
  });

  it('only one indexes a chain; when it stops the other takes over', async () => {
    const chains = devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)).slice(0, 1);
    const first = observedLocks(database);
    indexers.push(startTestIndexer(database, chains, { locks: first }));
    await eventually(async () => first.results.includes(true), 10_000, 'the first lock');
    const second = observedLocks(database);
    indexers.push(startTestIndexer(database, chains, { locks: second }));
    await eventually(async () => second.results.length >= 5, 10_000, 'the second indexer trying');
    expect(second.results.every((held) => !held)).toBe(true);
    expect(first.results.every((held) => held)).toBe(true);

    await indexers.shift()!.stop();
    const reader = createPublicClient({ transport: http(devnet.chains[0].rpcUrl) });
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEVNET_ACCOUNTS[2]!.privateKey),
      transport: http(devnet.chains[0].rpcUrl),
      chain: defineDevnetChain(devnet.chains[0]),
    });
    const hash = await wallet.sendTransaction({ to: privateKeyToAccount(generatePrivateKey()).address, value: parseEther('0.1') });
    await reader.waitForTransactionReceipt({ hash });
    await eventually(() => indexerQueries(database, CHAIN_ID).transaction(hash), 10_000, 'the second indexer indexing');
    expect(second.results.at(-1)).toBe(true);
  });
});

describe('indexer locks on PGlite', () => {
  it('needs none: the data directory is one process’s', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const locks = chainLocksFor(database, recordingLog());
      expect(await locks.tryAcquire(CHAIN_ID)).toBe(true);
      expect(await chainLocksFor(database, recordingLog()).tryAcquire(CHAIN_ID)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
