import { startDevnet, type Devnet } from '@airlock/devnet';
import { createTestClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { STORAGE_KINDS } from './support/test-databases';
import { ADMIN_HEADERS, buildTestServer } from './support/test-server';
import { devnetPayer, freshRecipient, messageOf, payClient } from './pay-harness';

describe('Pay routes', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let server: AirlockServer;
    let pay: ReturnType<typeof payClient>;
    beforeAll(async () => {
      server = await buildTestServer({
        storage,
        chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
        config: { paymentsPerIpPerHour: 1_000 },
      });
      pay = payClient(server);
    });
    afterAll(() => server?.close());

    const create = async (payload: Record<string, unknown>) => {
      const response = await pay.create({ chainId: 31337, amount: '5', token: 'USDC', ...payload });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: string };
    };

    it('creates an open payment in a configured token, and refuses what no token, chain or address can be', async () => {
      const recipient = freshRecipient();
      const created = await pay.create({ recipient: recipient.toLowerCase(), amount: '5.50', token: 'usdc', chainId: 31337 });
      expect(created.statusCode).toBe(201);
      const payment = created.json();
      expect(payment).toMatchObject({
        status: 'open',
        recipient,
        amount: '5.5',
        token: { symbol: 'USDC', address: devnet.addresses.usdc, decimals: 6 },
        chainId: 31337,
        payer: null,
        transactionHash: null,
        paidAt: null,
      });
      expect(payment.id).toMatch(/^[0-9a-f]{32}$/);
      expect((await pay.receipt(payment.id)).json()).toEqual(payment);
      const byAddress = await pay.create({ recipient, amount: '1', token: devnet.addresses.usdc.toLowerCase(), chainId: '31337' });
      expect(byAddress.json()).toMatchObject({ token: { symbol: 'USDC' } });
      expect((await pay.create({ recipient, amount: '0.01', token: 'native', chainId: 31337 })).json()).toMatchObject({
        token: { symbol: 'ETH', address: 'native', decimals: 18 },
      });

      const refusals = [
        [{ recipient, amount: '5', token: 'DOGE', chainId: 31337 }, 'Token DOGE is not configured on chain 31337'],
        [{ recipient, amount: '5', token: 'USDC', chainId: 1 }, 'Chain 1 is not served here'],
        [{ recipient, amount: '0', token: 'USDC', chainId: 31337 }, 'amount must be a decimal number above 0 with at most 6 decimals'],
        [
          { recipient, amount: '0.0000001', token: 'USDC', chainId: 31337 },
          'amount must be a decimal number above 0 with at most 6 decimals',
        ],
        [{ recipient, amount: '-5', token: 'USDC', chainId: 31337 }, 'amount must be a decimal string such as "5" or "0.25"'],
        [{ recipient, amount: 5, token: 'USDC', chainId: 31337 }, 'amount must be a decimal string such as "5" or "0.25"'],
        [{ recipient: '0x1234', amount: '5', token: 'USDC', chainId: 31337 }, 'must be a 0x-prefixed 20-byte hex address'],
        [{ recipient: `0x${'0'.repeat(40)}`, amount: '5', token: 'USDC', chainId: 31337 }, 'recipient must not be the zero address'],
      ] as const;
      for (const [payload, message] of refusals) {
        const response = await pay.create(payload);
        expect(response.statusCode, message).toBe(400);
        expect(messageOf(response)).toContain(message);
      }
      expect((await pay.receipt('f'.repeat(32))).statusCode).toBe(404);
      expect((await pay.receipt('not-an-id')).statusCode).toBe(400);
      expect((await pay.attach(payment.id, '0x1234')).statusCode).toBe(400);
    });

    it("another project's payment is as unknown as a missing one: 404 to read or attach", async () => {
      const created = await server.app.inject({
        method: 'POST',
        url: '/v1/admin/projects',
        headers: ADMIN_HEADERS,
        payload: { name: 'Other shop' },
      });
      const other = payClient(server, created.json().id);
      const { id } = await create({ recipient: freshRecipient() });
      expect((await other.receipt(id)).statusCode).toBe(404);
      expect((await other.attach(id, `0x${'ab'.repeat(32)}`)).statusCode).toBe(404);
      expect((await pay.receipt(id)).json()).toMatchObject({ status: 'open', transactionHash: null });
    });

    it('is paid by a USDC transfer of the amount to the recipient: it names payer, hash and time; the same hash again is 200', async () => {
      const payer = devnetPayer(devnet, 3);
      const recipient = freshRecipient();
      const { id } = await create({ recipient });
      const twin = await create({ recipient });
      const hash = await payer.usdc(recipient, '5');
      const attached = await pay.attach(id, hash.toUpperCase().replace('0X', '0x'));
      expect(attached.statusCode).toBe(200);
      const receipt = attached.json();
      expect(receipt).toMatchObject({ id, status: 'paid', recipient, amount: '5', payer: payer.address, transactionHash: hash });
      expect(Date.parse(receipt.paidAt)).toBeGreaterThan(0);
      expect((await pay.receipt(id)).json()).toEqual(receipt);
      expect((await pay.attach(id, hash)).json()).toEqual(receipt);

      const other = await pay.attach(id, await payer.usdc(recipient, '5'));
      expect(other.statusCode).toBe(409);
      expect(messageOf(other)).toBe('Another transaction is already attached to this payment');
      // One transaction pays one payment, even another payment it would pay as well.
      const reused = await pay.attach(twin.id, hash);
      expect(reused.statusCode).toBe(409);
      expect(messageOf(reused)).toBe('This transaction is already attached to another payment');
      expect((await pay.receipt(twin.id)).json()).toMatchObject({ status: 'open', transactionHash: null });
    });

    it('refuses, unattached, a mined transaction of another amount or recipient, or mined before the payment', async () => {
      const payer = devnetPayer(devnet, 4);
      const recipient = freshRecipient();
      const earlier = await payer.usdc(recipient, '5');
      const { id } = await create({ recipient });
      const refusals = [
        [earlier, 'the transaction was mined before the payment was made'],
        [await payer.usdc(recipient, '4.99'), `it does not send 5 USDC to ${recipient}`],
        [await payer.usdc(freshRecipient(), '5'), `it does not send 5 USDC to ${recipient}`],
        [await payer.eth(recipient, '5'), `it does not send 5 USDC to ${recipient}`],
        [await payer.usdc(recipient, '1000000000'), 'the transaction reverted'],
      ] as const;
      for (const [hash, reason] of refusals) {
        const response = await pay.attach(id, hash);
        expect(response.statusCode, reason).toBe(422);
        expect(messageOf(response)).toBe(`This transaction does not pay this payment: ${reason}`);
      }
      expect((await pay.receipt(id)).json()).toMatchObject({ status: 'open', transactionHash: null });
      expect((await pay.attach(id, await payer.usdc(recipient, '5'))).json()).toMatchObject({ status: 'paid', payer: payer.address });
    });

    it('is paid in ETH by the value sent, and stays pending until the transaction is mined', async () => {
      const payer = devnetPayer(devnet, 5);
      const recipient = freshRecipient();
      const { id } = await create({ recipient, token: 'ETH', amount: '0.25' });
      const anvil = createTestClient({ mode: 'anvil', transport: http(devnet.chains[0].rpcUrl) });
      await anvil.setAutomine(false);
      try {
        const hash = await payer.eth(recipient, '0.25', false);
        expect((await pay.attach(id, hash)).json()).toMatchObject({ status: 'pending', transactionHash: hash, payer: null });
        expect((await pay.receipt(id)).json()).toMatchObject({ status: 'pending' });
        await anvil.mine({ blocks: 1 });
      } finally {
        await anvil.setAutomine(true);
      }
      expect((await pay.receipt(id)).json()).toMatchObject({ status: 'paid', payer: payer.address, amount: '0.25' });
    });

    it('a pending transaction that reverts when mined leaves the payment failed, with the reason', async () => {
      const payer = devnetPayer(devnet, 6);
      const recipient = freshRecipient();
      const { id } = await create({ recipient });
      const anvil = createTestClient({ mode: 'anvil', transport: http(devnet.chains[0].rpcUrl) });
      await anvil.setAutomine(false);
      try {
        const hash = await payer.usdc(recipient, '1000000000', false);
        expect((await pay.attach(id, hash)).json()).toMatchObject({ status: 'pending' });
        await anvil.mine({ blocks: 1 });
      } finally {
        await anvil.setAutomine(true);
      }
      expect((await pay.receipt(id)).json()).toMatchObject({ status: 'failed', failure: 'the transaction reverted' });
    });

    it('of 8 transactions racing to pay one payment, one is attached; one transaction racing for 8 payments pays one', async () => {
      const payer = devnetPayer(devnet, 7);
      const recipient = freshRecipient();
      const { id } = await create({ recipient });
      const hashes = [];
      for (let index = 0; index < 8; index++) hashes.push(await payer.usdc(recipient, '5'));
      const raced = await Promise.all(hashes.map((hash) => pay.attach(id, hash)));
      expect(raced.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(raced.filter((response) => response.statusCode === 409)).toHaveLength(7);
      const winner = raced.find((response) => response.statusCode === 200)!.json().transactionHash;
      expect((await pay.receipt(id)).json()).toMatchObject({ status: 'paid', transactionHash: winner });

      const twins = await Promise.all(Array.from({ length: 8 }, () => create({ recipient })));
      const hash = await payer.usdc(recipient, '5');
      const claims = await Promise.all(twins.map((twin) => pay.attach(twin.id, hash)));
      expect(claims.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(claims.filter((response) => response.statusCode === 409)).toHaveLength(7);
      // The same hash sent twice at once for one payment (a double click) attaches it once and answers both.
      const single = await create({ recipient });
      const again = await payer.usdc(recipient, '5');
      const doubled = await Promise.all([pay.attach(single.id, again), pay.attach(single.id, again)]);
      expect(doubled.map((response) => response.statusCode)).toEqual([200, 200]);
    });
  });

  describe.each(STORAGE_KINDS)('limits on %s', (storage) => {
    let server: AirlockServer;
    beforeAll(async () => {
      server = await buildTestServer({
        storage,
        chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
        config: { paymentsPerIpPerHour: 5, paymentsPerProjectPerHour: 8 },
      });
    });
    afterAll(() => server?.close());

    it('creates 5 payments an hour per IP and 8 per project when 20 are asked for at once', async () => {
      const pay = payClient(server);
      const body = { recipient: freshRecipient(), amount: '5', token: 'USDC', chainId: 31337 };
      const fromOne = await Promise.all(Array.from({ length: 20 }, () => pay.create(body, '10.0.0.1')));
      expect(fromOne.filter((response) => response.statusCode === 201)).toHaveLength(5);
      const refused = fromOne.filter((response) => response.statusCode === 429);
      expect(refused).toHaveLength(15);
      expect(messageOf(refused[0]!)).toBe('Too many payments: try again later');
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
      const fromMany = await Promise.all(Array.from({ length: 20 }, (_, index) => pay.create(body, `10.0.1.${index}`)));
      expect(fromMany.filter((response) => response.statusCode === 201)).toHaveLength(3);
    });
  });
});
