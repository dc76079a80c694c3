import { loadServerConfig } from '../src/config/server-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { eq } from 'drizzle-orm';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import type { AirlockServer } from '../src/app/build-server';
import type { ChainConfig } from '../src/config/chain-config';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { UnknownIndexerChainError } from '../src/indexer/account-indexer';
import { indexerChains, indexerWatchedAccounts } from '../src/storage/schema';
import { eventually } from './support/indexer-harness';
import { buildTestServer } from './support/test-server';

describe('the indexer inside the server', () => {
  let devnet: Devnet;
  let chains: ChainConfig[];
  beforeAll(async () => {
    devnet = await startDevnet();
    chains = devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl));
  });
  afterAll(() => devnet?.stop());

  it('runs by default, exposes app.indexer, and stops when the server closes', async () => {
    // The server's default (test servers otherwise run without an indexer).
    const server: AirlockServer = await buildTestServer({ chains, config: { indexer: loadServerConfig({}).indexer, indexerPollMs: 50 } });
    try {
      await server.app.ready();
      const rows = await eventually(async () => {
        const found = await server.deps.database.db.select().from(indexerChains);
        return found.length === 2 && found.every((row) => row.nextBlock > 0) && found;
      });
      expect(rows.map((row) => row.mode)).toEqual(['all', 'all']);
      await expect(server.app.indexer.watchAccount(31337, privateKeyToAccount(generatePrivateKey()).address)).resolves.toBeUndefined();
      await expect(server.app.indexer.watchAccount(1, privateKeyToAccount(generatePrivateKey()).address)).rejects.toBeInstanceOf(
        UnknownIndexerChainError,
      );
    } finally {
      await server.close();
    }
  });

  it('with AIRLOCK_INDEXER=off indexes nothing, and records watched accounts for the indexer process', async () => {
    const server = await buildTestServer({ chains, config: { indexer: 'off', indexerAllChains: [] } });
    try {
      await server.app.ready();
      const address = privateKeyToAccount(generatePrivateKey()).address;
      await server.app.indexer.watchAccount(31338, address);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await server.deps.database.db.select().from(indexerChains)).toEqual([]);
      const watched = await server.deps.database.db.select().from(indexerWatchedAccounts).where(eq(indexerWatchedAccounts.chainId, 31338));
      expect(watched).toMatchObject([{ address: address.toLowerCase(), backfilledFrom: null }]);
    } finally {
      await server.close();
    }
  });
});
