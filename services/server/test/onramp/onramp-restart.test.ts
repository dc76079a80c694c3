import { randomBytes } from 'node:crypto';
import { DEVNET_ONRAMP_TREASURY, startDevnet, type Devnet } from '@airlock/devnet';
import { createWalletClient, encodeFunctionData, erc20Abi, http, keccak256, parseUnits, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../../src/app/build-server';
import { MasterKey } from '../../src/embedded/master-key';
import { chainClientsFor } from '../../src/blockchain/chain-clients';
import { createOnrampOrderStore } from '../../src/onramp/onramp-order-store';
import { createSandboxTreasury } from '../../src/onramp/sandbox/sandbox-treasury';
import type { OpenDatabase } from '../../src/storage/database';
import { onrampOrders } from '../../src/storage/schema';
import { devnetChainConfigs } from '../support/devnet-chain-configs';
import { openTestDatabase, STORAGE_KINDS } from '../support/test-databases';
import { balances, freshAddress, onrampClient, startServerOn } from './onramp-harness';

const SLOW = 180_000;

/** Polls until the order is settled: recovery runs in the background once the restarted server is ready. */
async function settled(client: ReturnType<typeof onrampClient>, orderId: string) {
  for (;;) {
    const order = await client.orderStatus(orderId);
    if (order.status === 'completed' || order.status === 'failed') return order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('sandbox orders across a restart', () => {
  let devnet: Devnet;
  let balanceOf: ReturnType<typeof balances>;
  beforeAll(async () => {
    devnet = await startDevnet();
    balanceOf = balances(devnet.chains[0].rpcUrl, devnet.addresses.usdc);
  }, SLOW);
  afterAll(() => devnet?.stop());

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let database: OpenDatabase;
    const masterKey = new MasterKey(randomBytes(32));
    const start = (): Promise<AirlockServer> =>
      startServerOn(database, devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)), { onrampRecoveryGraceMs: 0 }, masterKey);
    beforeAll(async () => {
      database = await openTestDatabase(storage);
    }, SLOW);
    afterAll(() => database?.close());

    const signTransfer = async (to: Address, amount: string, nonce?: number) => {
      const rpc = createWalletClient({
        account: privateKeyToAccount(DEVNET_ONRAMP_TREASURY.privateKey),
        transport: http(devnet.chains[0].rpcUrl),
      });
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 6)] });
      const request = await rpc.prepareTransactionRequest({
        to: devnet.addresses.usdc,
        data,
        chain: null,
        ...(nonce === undefined ? {} : { nonce }),
      });
      const raw = await rpc.signTransaction({ ...request, chain: null });
      return { raw, hash: keccak256(raw), nonce: request.nonce, rpc };
    };

    /** An order claimed by a process that then stopped, in the state `leave` puts it in. */
    const interrupted = async (leave: (orderId: string, address: Address) => Promise<string | undefined>) => {
      const first = await start();
      const client = onrampClient(first);
      const address = freshAddress();
      const { orderId } = await client.order(await client.quote(), address);
      await first.close();
      const store = createOnrampOrderStore(database.db);
      expect(await store.claim(orderId)).toMatchObject({ status: 'processing' });
      const storedHash = await leave(orderId, address);
      const second = await start();
      try {
        const order = await settled(onrampClient(second), orderId);
        return { order, address, storedHash };
      } finally {
        await second.close();
      }
    };

    it(
      'leases an idle processing order to one recovery at a time, and leaves recently touched ones alone',
      async () => {
        const first = await start();
        const client = onrampClient(first);
        const { orderId } = await client.order(await client.quote(), freshAddress());
        await first.close();
        const store = createOnrampOrderStore(database.db);
        await store.claim(orderId);
        expect((await store.leaseIdle('sandbox', 60_000)).map((order) => order.id)).not.toContain(orderId);
        // As if its process stopped ten minutes ago: of two recoveries looking at once, one takes it.
        await database.db.update(onrampOrders).set({ updatedAt: sql`now() - interval '10 minutes'` }).where(eq(onrampOrders.id, orderId));
        const leases = await Promise.all([store.leaseIdle('sandbox', 60_000), store.leaseIdle('sandbox', 60_000)]);
        expect(leases.flat().filter((order) => order.id === orderId)).toHaveLength(1);
        await store.fail(orderId, 'test over');
      },
      SLOW,
    );

    it(
      'sends once when a delivery and a recovery of the same order run at the same time',
      async () => {
        const first = await start();
        const client = onrampClient(first);
        const address = freshAddress();
        const { orderId } = await client.order(await client.quote(), address);
        await first.close();
        const store = createOnrampOrderStore(database.db);
        const claimed = (await store.claim(orderId))!;
        const chains = chainClientsFor(devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)));
        const treasury = createSandboxTreasury({ chains, orders: store, log: pino({ level: 'silent' }) });
        await Promise.all([treasury.recover(0), treasury.deliver(claimed), treasury.recover(0)]);
        expect((await store.get(orderId))?.status).toBe('completed');
        expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: parseUnits('49.25', 6) });
      },
      SLOW,
    );

    it(
      'answers 503 while the chain’s node is down, sends nothing, and delivers once the node is back',
      async () => {
        const down = devnetChainConfigs(['http://127.0.0.1:9', 'http://127.0.0.1:9']);
        const first = await startServerOn(database, down, { onrampRecoveryGraceMs: 0 }, masterKey);
        const address = freshAddress();
        let orderId: string;
        try {
          const client = onrampClient(first);
          const order = await client.order(await client.quote(), address);
          orderId = order.orderId;
          const page = await client.pay(order.url, { number: '4242 4242 4242 4242' });
          expect(page.statusCode).toBe(503);
          expect(page.body).toContain('The checkout is unavailable right now. Reload this page in a moment.');
          expect((await client.orderStatus(orderId)).status).toBe('processing');
        } finally {
          await first.close();
        }
        expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: 0n });
        const second = await start();
        try {
          expect(await settled(onrampClient(second), orderId)).toMatchObject({ status: 'completed' });
        } finally {
          await second.close();
        }
        expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: parseUnits('49.25', 6) });
      },
      SLOW,
    );

    it(
      'delivers an order claimed before anything was signed, once',
      async () => {
        const { order, address } = await interrupted(async () => undefined);
        expect(order.status).toBe('completed');
        expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: parseUnits('49.25', 6) });
      },
      SLOW,
    );

    it(
      'broadcasts a transfer signed and stored but never sent, and no other',
      async () => {
        const { order, address, storedHash } = await interrupted(async (orderId, address) => {
          const { raw, hash } = await signTransfer(address, '49.25');
          await createOnrampOrderStore(database.db).recordSigned(orderId, raw, hash);
          return hash;
        });
        expect(order).toMatchObject({ status: 'completed', transactionHash: storedHash });
        expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: parseUnits('49.25', 6) });
      },
      SLOW,
    );

    it(
      'only confirms a transfer that was sent and mined before the process stopped',
      async () => {
        const { order, address, storedHash } = await interrupted(async (orderId, address) => {
          const { raw, hash, rpc } = await signTransfer(address, '49.25');
          await createOnrampOrderStore(database.db).recordSigned(orderId, raw, hash);
          await rpc.sendRawTransaction({ serializedTransaction: raw });
          return hash;
        });
        expect(order).toMatchObject({ status: 'completed', transactionHash: storedHash });
        expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: parseUnits('49.25', 6) });
      },
      SLOW,
    );

    it(
      'signs again when the stored transfer’s nonce went to another transaction, delivering once',
      async () => {
        const { order, address, storedHash } = await interrupted(async (orderId, address) => {
          const { raw, hash, nonce, rpc } = await signTransfer(address, '49.25');
          await createOnrampOrderStore(database.db).recordSigned(orderId, raw, hash);
          const other = await signTransfer(freshAddress(), '1', nonce);
          await rpc.sendRawTransaction({ serializedTransaction: other.raw });
          return hash;
        });
        expect(order.status).toBe('completed');
        expect(order.transactionHash).not.toBe(storedHash);
        expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: parseUnits('49.25', 6) });
      },
      SLOW,
    );
  });
});
