import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineDevnetChain, DEVNET_ACCOUNTS, startDevnet, type Devnet } from '@airlock/devnet';
import { createPublicClient, createWalletClient, http, parseEther, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import type { ChainIndexer } from '../src/indexer/chain-indexer';
import type { OpenDatabase } from '../src/storage/database';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { eventually, recordingLog, startTestIndexer } from './support/indexer-harness';
import { indexerQueries } from './support/indexer-queries';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';

const CHAIN_ID = 31337;

describe('indexer through restarts and node outages', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  const reader = () => createPublicClient({ transport: http(devnet.chains[0].rpcUrl) });
  const sendTransfers = async (count: number, from: number): Promise<Hash[]> => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEVNET_ACCOUNTS[from]!.privateKey),
      transport: http(devnet.chains[0].rpcUrl),
      chain: defineDevnetChain(devnet.chains[0]),
    });
    const hashes: Hash[] = [];
    for (let index = 0; index < count; index++) {
      const hash = await wallet.sendTransaction({ to: privateKeyToAccount(generatePrivateKey()).address, value: parseEther('0.01') });
      await reader().waitForTransactionReceipt({ hash });
      hashes.push(hash);
    }
    return hashes;
  };
  /** Every block 0..head stored once, with exactly the node's transactions. */
  const expectExactlyTheChain = async (database: OpenDatabase) => {
    const stored = indexerQueries(database, CHAIN_ID);
    const head = Number(await reader().getBlockNumber());
    await eventually(async () => ((await stored.nextBlock()) ?? 0) > head, 20_000, 'catching up');
    const blocks = await stored.blocks();
    expect(blocks.map((block) => block.number).slice(0, head + 1)).toEqual(Array.from({ length: head + 1 }, (_, index) => index));
    const onChain: string[] = [];
    for (let number = 0; number <= head; number++) {
      const block = await reader().getBlock({ blockNumber: BigInt(number) });
      expect(blocks[number]!.hash).toBe(block.hash);
      onChain.push(...block.transactions.map((hash) => hash.toLowerCase()));
    }
    const indexed = await stored.transactionHashes();
    expect(indexed.filter((hash) => onChain.includes(hash)).sort()).toEqual(onChain.sort());
  };

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let database: OpenDatabase;
    let proxy: FaultProxy;
    let indexer: ChainIndexer | undefined;
    beforeAll(async () => {
      database = await openTestDatabase(storage);
      proxy = await startFaultProxy({ host: '127.0.0.1', port: devnet.chains[0].port });
    });
    afterAll(async () => {
      await indexer?.stop();
      await proxy?.close();
      await database?.close();
    });
    const chains = () => devnetChainConfigs([`http://127.0.0.1:${proxy.port}`]).slice(0, 1);

    it('resumes where it stopped: no gap, no duplicate', async () => {
      indexer = startTestIndexer(database, chains(), { settings: { indexerBlocksPerStep: 3 } });
      await sendTransfers(2, 1);
      await expectExactlyTheChain(database);
      await indexer.stop();
      const stoppedAt = await indexerQueries(database, CHAIN_ID).nextBlock();
      const whileStopped = await sendTransfers(3, 1);
      expect(await indexerQueries(database, CHAIN_ID).nextBlock()).toBe(stoppedAt);
      indexer = startTestIndexer(database, chains(), { settings: { indexerBlocksPerStep: 3 } });
      await expectExactlyTheChain(database);
      for (const hash of whileStopped)
        expect(await indexerQueries(database, CHAIN_ID).transaction(hash)).toMatchObject({ status: 'confirmed' });
      await indexer.stop();
      indexer = undefined;
    });

    it('waits while the node is down, warns once, then catches up without skipping a block', async () => {
      const log = recordingLog();
      indexer = startTestIndexer(database, chains(), { log });
      await expectExactlyTheChain(database);
      proxy.cut();
      const stoppedAt = await indexerQueries(database, CHAIN_ID).nextBlock();
      const whileDown = await sendTransfers(3, 2);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await indexerQueries(database, CHAIN_ID).nextBlock()).toBe(stoppedAt);
      const warnings = () => log.lines.filter((line) => line.level === 'warn' && line.message.includes('retrying with backoff'));
      expect(warnings()).toHaveLength(1);
      proxy.restore();
      await expectExactlyTheChain(database);
      for (const hash of whileDown) expect(await indexerQueries(database, CHAIN_ID).transaction(hash)).toBeDefined();
      expect(warnings()).toHaveLength(1);
      expect(log.lines.some((line) => line.level === 'info' && line.message.includes('works again'))).toBe(true);
    });
  });
});
