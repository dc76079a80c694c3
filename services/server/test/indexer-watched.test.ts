import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineDevnetChain, DEVNET_ACCOUNTS, startDevnet, type Devnet } from '@airlock/devnet';
import { and, eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Address, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { InvalidAccountAddressError, UnknownIndexerChainError } from '../src/indexer/account-indexer';
import type { ChainIndexer } from '../src/indexer/chain-indexer';
import type { OpenDatabase } from '../src/storage/database';
import { indexerChains, indexerWatchedAccounts } from '../src/storage/schema';
import { eventually, startTestIndexer } from './support/indexer-harness';
import { indexerQueries } from './support/indexer-queries';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';

const CHAIN_ID = 31337;
const fresh = () => privateKeyToAccount(generatePrivateKey()).address;

describe('indexer in watched mode', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  const reader = () => createPublicClient({ transport: http(devnet.chains[0].rpcUrl) });
  const sender = () =>
    createWalletClient({
      account: privateKeyToAccount(DEVNET_ACCOUNTS[3]!.privateKey),
      transport: http(devnet.chains[0].rpcUrl),
      chain: defineDevnetChain(devnet.chains[0]),
    });
  const mined = async (hash: Hash) => {
    await reader().waitForTransactionReceipt({ hash });
    return hash;
  };
  const sendEth = async (to: Address) => mined(await sender().sendTransaction({ to, value: parseEther('0.02') }));
  const sendUsdc = async (to: Address) =>
    mined(
      await sender().writeContract({ address: devnet.addresses.usdc, abi: erc20Abi, functionName: 'transfer', args: [to, 2_000_000n] }),
    );

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let database: OpenDatabase;
    let indexer: ChainIndexer;
    beforeAll(async () => {
      database = await openTestDatabase(storage);
      indexer = startTestIndexer(database, devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)).slice(0, 1), {
        settings: { indexerAllChains: [], indexerBlocksPerStep: 5 },
      });
    });
    afterAll(async () => {
      await indexer?.stop();
      await database?.close();
    });
    const stored = () => indexerQueries(database, CHAIN_ID);
    const caughtUp = async () => {
      const head = Number(await reader().getBlockNumber());
      await eventually(async () => ((await stored().nextBlock()) ?? 0) > head, 20_000, 'catching up');
    };

    it('keeps only the transactions of watched accounts: native to or from them, token transfers by topic', async () => {
      const watched = fresh();
      const other = fresh();
      await indexer.watchAccount(CHAIN_ID, watched);
      const [chain] = await database.db.select().from(indexerChains).where(eq(indexerChains.chainId, CHAIN_ID));
      const eth = await sendEth(watched);
      const usdc = await sendUsdc(watched);
      const ignoredEth = await sendEth(other);
      const ignoredUsdc = await sendUsdc(other);
      await caughtUp();
      expect(chain?.mode ?? 'watched').toBe('watched');
      expect(await stored().transaction(eth)).toMatchObject({ status: 'confirmed', toAddress: watched.toLowerCase() });
      expect(await stored().transaction(usdc)).toMatchObject({ status: 'confirmed' });
      expect(await stored().transfers(usdc)).toMatchObject([{ kind: 'erc20', toAddress: watched.toLowerCase(), amount: '2000000' }]);
      expect(await stored().transaction(ignoredEth)).toBeUndefined();
      expect(await stored().transaction(ignoredUsdc)).toBeUndefined();
      expect((await stored().accountRows(watched)).map((row) => row.txHash).sort()).toEqual(
        [eth, usdc].map((hash) => hash.toLowerCase()).sort(),
      );
    });

    it('backfills an account watched after its transfers were passed, once', async () => {
      const late = fresh();
      const eth = await sendEth(late);
      const usdc = await sendUsdc(late);
      await caughtUp();
      expect(await stored().transaction(eth)).toBeUndefined();
      await Promise.all([indexer.watchAccount(CHAIN_ID, late), indexer.watchAccount(CHAIN_ID, late.toLowerCase())]);
      await eventually(async () => (await stored().accountRows(late)).length === 2, 20_000, 'the backfill');
      expect(await stored().transfers(usdc)).toMatchObject([{ kind: 'erc20', toAddress: late.toLowerCase() }]);
      const rows = await eventually(async () => {
        const found = await database.db
          .select()
          .from(indexerWatchedAccounts)
          .where(and(eq(indexerWatchedAccounts.chainId, CHAIN_ID), eq(indexerWatchedAccounts.address, late.toLowerCase())));
        return found[0]?.backfilledFrom !== null && found;
      });
      expect(rows).toHaveLength(1);
      expect(rows[0]!.backfilledFrom).toBe(0);
    });

    it('refuses an unconfigured chain and a malformed address', async () => {
      await expect(indexer.watchAccount(1, fresh())).rejects.toBeInstanceOf(UnknownIndexerChainError);
      await expect(indexer.watchAccount(CHAIN_ID, '0x1234')).rejects.toBeInstanceOf(InvalidAccountAddressError);
    });
  });
});
