import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineDevnetChain, DEVNET_ACCOUNTS, startDevnet, weth9Abi, type Devnet } from '@airlock/devnet';
import { and, eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import type { ChainIndexer } from '../src/indexer/chain-indexer';
import type { OpenDatabase } from '../src/storage/database';
import {
  accountTransactions,
  indexedBlocks,
  indexedTokens,
  indexedTransactions,
  indexedTransfers,
  indexerChains,
} from '../src/storage/schema';
import { eventually, startTestIndexer } from './support/indexer-harness';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';

const CHAIN_ID = 31337;

describe('indexer following the devnet (all mode)', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  const walletOf = (index: number) =>
    createWalletClient({
      account: privateKeyToAccount(DEVNET_ACCOUNTS[index]!.privateKey),
      transport: http(devnet.chains[0].rpcUrl),
      chain: defineDevnetChain(devnet.chains[0]),
    });
  const publicClient = () => createPublicClient({ transport: http(devnet.chains[0].rpcUrl) });
  const mined = async (hash: Hash) => (await publicClient().waitForTransactionReceipt({ hash })).blockNumber;

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let database: OpenDatabase;
    let indexer: ChainIndexer;
    beforeAll(async () => {
      database = await openTestDatabase(storage);
      indexer = startTestIndexer(database, devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)).slice(0, 1));
    });
    afterAll(async () => {
      await indexer?.stop();
      await database?.close();
    });

    const indexedTransaction = (hash: Hash) =>
      eventually(
        async () => {
          const [row] = await database.db
            .select()
            .from(indexedTransactions)
            .where(and(eq(indexedTransactions.chainId, CHAIN_ID), eq(indexedTransactions.hash, hash.toLowerCase())));
          return row;
        },
        20_000,
        `transaction ${hash}`,
      );
    const transfersOf = (hash: Hash) =>
      database.db
        .select()
        .from(indexedTransfers)
        .where(eq(indexedTransfers.txHash, hash.toLowerCase()))
        .orderBy(indexedTransfers.position, indexedTransfers.batchIndex);
    const accountsOf = async (hash: Hash) =>
      (await database.db.select().from(accountTransactions).where(eq(accountTransactions.txHash, hash.toLowerCase())))
        .map((row) => row.address)
        .sort();

    it('indexes a native transfer: the transaction, its status, the transfer and both accounts', async () => {
      const recipient = privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as `0x${string}`;
      const hash = await walletOf(5).sendTransaction({ to: recipient, value: parseEther('0.25') });
      const blockNumber = await mined(hash);
      const row = await indexedTransaction(hash);
      const block = await publicClient().getBlock({ blockNumber });
      expect(row).toMatchObject({
        blockNumber: Number(blockNumber),
        minedAt: Number(block.timestamp),
        fromAddress: DEVNET_ACCOUNTS[5]!.address.toLowerCase(),
        toAddress: recipient,
        value: parseEther('0.25').toString(),
        status: 'confirmed',
        selector: null,
      });
      expect(await transfersOf(hash)).toMatchObject([
        {
          kind: 'native',
          position: -1,
          token: null,
          fromAddress: DEVNET_ACCOUNTS[5]!.address.toLowerCase(),
          toAddress: recipient,
          amount: parseEther('0.25').toString(),
        },
      ]);
      expect(await accountsOf(hash)).toEqual([DEVNET_ACCOUNTS[5]!.address.toLowerCase(), recipient].sort());
      const [stored] = await database.db
        .select()
        .from(indexedBlocks)
        .where(and(eq(indexedBlocks.chainId, CHAIN_ID), eq(indexedBlocks.number, Number(blockNumber))));
      expect(stored!.hash).toBe(block.hash);
    });

    it('indexes an ERC-20 transfer with the token read once (USDC: symbol and decimals)', async () => {
      const recipient = privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as `0x${string}`;
      const hash = await walletOf(6).writeContract({
        address: devnet.addresses.usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, 1_500_000n],
      });
      await mined(hash);
      const row = await indexedTransaction(hash);
      expect(row).toMatchObject({ status: 'confirmed', selector: '0xa9059cbb', toAddress: devnet.addresses.usdc.toLowerCase() });
      expect(await transfersOf(hash)).toMatchObject([
        {
          kind: 'erc20',
          token: devnet.addresses.usdc.toLowerCase(),
          tokenId: null,
          fromAddress: DEVNET_ACCOUNTS[6]!.address.toLowerCase(),
          toAddress: recipient,
          amount: '1500000',
        },
      ]);
      expect(await accountsOf(hash)).toEqual(
        [DEVNET_ACCOUNTS[6]!.address.toLowerCase(), devnet.addresses.usdc.toLowerCase(), recipient].sort(),
      );
      const [token] = await database.db
        .select()
        .from(indexedTokens)
        .where(and(eq(indexedTokens.chainId, CHAIN_ID), eq(indexedTokens.address, devnet.addresses.usdc.toLowerCase())));
      expect(token).toMatchObject({ kind: 'erc20', symbol: 'USDC', decimals: 6 });
      expect(token!.name).toBeTruthy();
    });

    it('finds an internal native transfer in the trace (WETH withdraw pays the caller)', async () => {
      const wallet = walletOf(7);
      await mined(
        await wallet.writeContract({ address: devnet.addresses.weth, abi: weth9Abi, functionName: 'deposit', value: parseEther('1') }),
      );
      const hash = await wallet.writeContract({
        address: devnet.addresses.weth,
        abi: weth9Abi,
        functionName: 'withdraw',
        args: [parseEther('0.4')],
      });
      await mined(hash);
      await indexedTransaction(hash);
      const native = (await transfersOf(hash)).filter((transfer) => transfer.kind === 'native');
      expect(native).toMatchObject([
        {
          position: -2,
          fromAddress: devnet.addresses.weth.toLowerCase(),
          toAddress: DEVNET_ACCOUNTS[7]!.address.toLowerCase(),
          amount: parseEther('0.4').toString(),
        },
      ]);
    });

    it('stores a reverted transaction as failed, with no transfer', async () => {
      const recipient = privateKeyToAccount(generatePrivateKey()).address;
      // More USDC than the account has: the call reverts on chain (gas given, so it is sent anyway).
      const hash = await walletOf(8).writeContract({
        address: devnet.addresses.usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, 10n ** 30n],
        gas: 100_000n,
      });
      await mined(hash);
      expect(await indexedTransaction(hash)).toMatchObject({ status: 'failed', fromAddress: DEVNET_ACCOUNTS[8]!.address.toLowerCase() });
      expect(await transfersOf(hash)).toEqual([]);
      expect(await accountsOf(hash)).toEqual([DEVNET_ACCOUNTS[8]!.address.toLowerCase(), devnet.addresses.usdc.toLowerCase()].sort());
    });

    it('indexes the ERC-721 passes the devnet mints on start, with the collection read once', async () => {
      const nft = devnet.addresses.nft.toLowerCase();
      const mints = await eventually(async () => {
        const rows = await database.db
          .select()
          .from(indexedTransfers)
          .where(and(eq(indexedTransfers.chainId, CHAIN_ID), eq(indexedTransfers.token, nft)));
        return rows.length >= 3 && rows;
      });
      expect(mints.filter((row) => row.tokenId === '1')).toMatchObject([
        {
          kind: 'erc721',
          fromAddress: '0x0000000000000000000000000000000000000000',
          toAddress: DEVNET_ACCOUNTS[0]!.address.toLowerCase(),
          amount: '1',
        },
      ]);
      const [collection] = await database.db
        .select()
        .from(indexedTokens)
        .where(and(eq(indexedTokens.chainId, CHAIN_ID), eq(indexedTokens.address, nft)));
      expect(collection).toMatchObject({ kind: 'erc721', decimals: null });
      expect(collection!.name).toBeTruthy();
    });

    it('indexes every block from 0 with no gap', async () => {
      const head = Number(await publicClient().getBlockNumber());
      const next = await eventually(async () => {
        const [state] = await database.db.select().from(indexerChains).where(eq(indexerChains.chainId, CHAIN_ID));
        return state && state.nextBlock > head && state;
      });
      expect(next.mode).toBe('all');
      const blocks = await database.db
        .select({ number: indexedBlocks.number })
        .from(indexedBlocks)
        .where(eq(indexedBlocks.chainId, CHAIN_ID))
        .orderBy(indexedBlocks.number);
      expect(blocks.map((block) => block.number)).toEqual(Array.from({ length: next.nextBlock }, (_, index) => index));
    });
  });
});
