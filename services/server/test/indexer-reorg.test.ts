import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineDevnetChain, DEVNET_ACCOUNTS, startDevnet, type Devnet } from '@airlock/devnet';
import { createPublicClient, createTestClient, createWalletClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import type { ChainIndexer } from '../src/indexer/chain-indexer';
import type { OpenDatabase } from '../src/storage/database';
import { eventually, recordingLog, startTestIndexer } from './support/indexer-harness';
import { indexerQueries } from './support/indexer-queries';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';

const CHAIN_ID = 31337;

describe('indexer on a reorganised chain', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let database: OpenDatabase;
    let indexer: ChainIndexer;
    const log = recordingLog();
    beforeAll(async () => {
      database = await openTestDatabase(storage);
      indexer = startTestIndexer(database, devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)).slice(0, 1), { log });
    });
    afterAll(async () => {
      await indexer?.stop();
      await database?.close();
    });

    const url = () => devnet.chains[0].rpcUrl;
    const anvil = () => createTestClient({ mode: 'anvil', transport: http(url()) });
    const reader = () => createPublicClient({ transport: http(url()) });
    const sendOrphan = async () => {
      const recipient = privateKeyToAccount(generatePrivateKey()).address;
      const wallet = createWalletClient({
        account: privateKeyToAccount(DEVNET_ACCOUNTS[4]!.privateKey),
        transport: http(url()),
        chain: defineDevnetChain(devnet.chains[0]),
      });
      const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.1') });
      await reader().waitForTransactionReceipt({ hash });
      return { hash, recipient };
    };
    const caughtUpWithTheNode = async () => {
      const stored = indexerQueries(database, CHAIN_ID);
      const head = Number(await reader().getBlockNumber());
      await eventually(async () => ((await stored.nextBlock()) ?? 0) > head, 20_000, 'catching up');
      // Every stored block is the node's block at that height.
      for (const block of (await stored.blocks()).slice(-20)) {
        expect(block.hash).toBe((await reader().getBlock({ blockNumber: BigInt(block.number) })).hash);
      }
    };

    it('undoes an orphaned transfer when a longer chain replaces its block', async () => {
      const stored = indexerQueries(database, CHAIN_ID);
      const snapshot = await anvil().snapshot();
      const { hash, recipient } = await sendOrphan();
      await eventually(() => stored.transaction(hash), 20_000, 'the orphan indexed');
      expect(await stored.accountRows(recipient)).toHaveLength(1);

      await anvil().revert({ id: snapshot });
      await anvil().mine({ blocks: 3 });
      await eventually(async () => (await stored.transaction(hash)) === undefined, 20_000, 'the orphan undone');
      await caughtUpWithTheNode();
      expect(await stored.transaction(hash)).toBeUndefined();
      expect(await stored.transfers(hash)).toEqual([]);
      expect(await stored.accountRows(recipient)).toEqual([]);
      expect(log.lines.some((line) => line.level === 'warn' && line.message.includes('reorganised'))).toBe(true);
    });

    it('walks down past the reorg depth when the fork is deeper', async () => {
      await indexer.stop();
      indexer = startTestIndexer(database, devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)).slice(0, 1), {
        log,
        settings: { indexerReorgDepth: 2 },
      });
      const stored = indexerQueries(database, CHAIN_ID);
      const snapshot = await anvil().snapshot();
      const { hash } = await sendOrphan();
      await anvil().mine({ blocks: 5 });
      await caughtUpWithTheNode();
      expect(await stored.transaction(hash)).toBeDefined();
      await anvil().revert({ id: snapshot });
      await anvil().mine({ blocks: 8 });
      await eventually(async () => (await stored.transaction(hash)) === undefined, 20_000, 'the orphan undone');
      await caughtUpWithTheNode();
    });

    it('undoes it also when the new chain is only as long (the head block replaced)', async () => {
      const stored = indexerQueries(database, CHAIN_ID);
      const snapshot = await anvil().snapshot();
      const { hash } = await sendOrphan();
      await eventually(() => stored.transaction(hash), 20_000, 'the orphan indexed');
      await anvil().revert({ id: snapshot });
      await anvil().mine({ blocks: 1 });
      await eventually(async () => (await stored.transaction(hash)) === undefined, 20_000, 'the orphan undone');
      await caughtUpWithTheNode();
    });
  });
});
