import { createHash } from 'node:crypto';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { eq, sql } from 'drizzle-orm';
import { parseEther, parseUnits } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../../src/app/build-server';
import { onrampOrders } from '../../src/storage/schema';
import { devnetChainConfigs } from '../support/devnet-chain-configs';
import { STORAGE_KINDS } from '../support/test-databases';
import { buildTestServer } from '../support/test-server';
import { balances, freshAddress, onrampClient } from './onramp-harness';

const SLOW = 120_000;
const alertOf = (html: string) => /role="alert">([^<]*)/.exec(html)?.[1];
const inputValue = (html: string, field: string) => new RegExp(`name="${field}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describe('sandbox checkout', () => {
  let devnet: Devnet;
  let balanceOf: ReturnType<typeof balances>;
  beforeAll(async () => {
    devnet = await startDevnet();
    balanceOf = balances(devnet.chains[0].rpcUrl, devnet.addresses.usdc);
  }, SLOW);
  afterAll(() => devnet?.stop());

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let server: AirlockServer;
    let client: ReturnType<typeof onrampClient>;
    beforeAll(async () => {
      server = await buildTestServer({ storage, chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)) });
      client = onrampClient(server);
    }, SLOW);
    afterAll(() => server?.close());

    it('serves the order and a labelled card form with no script, under a CSP that allows only its hashed style', async () => {
      const address = freshAddress();
      const { url } = await client.order(await client.quote(), address);
      const page = await client.checkoutPage(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toMatch(
        /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'$/,
      );
      expect(page.headers['x-frame-options']).toBe('DENY');
      const style = /<style>([\s\S]*)<\/style>/.exec(page.body)![1]!;
      expect(page.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
      expect(page.body).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
      for (const text of ['49.25 USD', '0.75 USD', '50.00 USD', '49.25 USDC', address, 'Airlock Devnet', 'Test mode']) {
        expect(page.body).toContain(text);
      }
      for (const [id, label] of [
        ['card-number', 'Card number'],
        ['card-expiry', 'Expiry date (MM/YY)'],
        ['card-cvc', 'Security code (CVC)'],
        ['card-name', 'Name on card'],
      ]) {
        expect(page.body).toContain(`<label for="${id}">${label}</label>`);
        expect(page.body).toContain(`id="${id}"`);
      }
      expect(page.body).toContain('<button type="submit">Pay 50.00 USD</button>');
      expect(
        (await client.checkoutPage(`http://x${new URL(url).pathname.replace(/ord_.*/, 'ord_AAAAAAAAAAAAAAAAAAAAAA')}`)).statusCode,
      ).toBe(404);
      expect((await client.checkoutPage('http://x/onramp/sandbox/checkout/<script>')).statusCode).toBe(404);
    });

    it('refuses cards as a real checkout does, keeping the input, then a test card pays and the devnet balance rises', async () => {
      const address = freshAddress();
      const { url, orderId } = await client.order(await client.quote(), address);
      const refusals: Array<[Record<string, string>, number, string]> = [
        [{ number: '4000 0000 0000 0002' }, 402, 'Your card was declined.'],
        [{ number: '4000 0000 0000 9995' }, 402, 'Your card has insufficient funds.'],
        [{ number: '4111 1111 1111 1111' }, 400, 'Your card number is incorrect.'],
        [{ number: '' }, 400, 'Your card number is incomplete.'],
        [{ number: '4242 4242 4242 4242', expiry: '01/20' }, 400, 'Your card&#39;s expiration date is in the past.'],
        [{ number: '4242 4242 4242 4242', expiry: '13/40' }, 400, 'Your card&#39;s expiration date is incomplete.'],
        [{ number: '4242 4242 4242 4242', cvc: '1' }, 400, 'Your card&#39;s security code is incomplete.'],
        [{ number: '4242 4242 4242 4242', name: ' ' }, 400, 'Enter the name on the card.'],
      ];
      for (const [card, status, message] of refusals) {
        const refused = await client.pay(url, card);
        expect(refused.statusCode, message).toBe(status);
        expect(alertOf(refused.body)).toBe(message);
        expect(inputValue(refused.body, 'number')).toBe(card.number);
        expect(inputValue(refused.body, 'name')).toBe(card.name ?? 'Ada Lovelace');
        expect(refused.body).toMatch(/aria-invalid="true" aria-describedby="card-[a-z]+-error"/);
      }
      const hostile = await client.pay(url, { number: '4000 0000 0000 0002', name: '"><script>alert(1)</script>' });
      expect(hostile.body).not.toContain('<script>');
      expect(inputValue(hostile.body, 'name')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect((await client.orderStatus(orderId)).status).toBe('pending');
      expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: 0n });

      const paid = await client.pay(url, { number: '4242 4242 4242 4242' });
      expect(paid.statusCode).toBe(200);
      expect(paid.body).toContain('Payment complete.');
      expect(paid.body).toContain('You can close this window.');
      expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: parseUnits('49.25', 6) });
      const order = await client.orderStatus(orderId);
      expect(order.status).toBe('completed');
      expect(order.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
      // Paying again shows the receipt and sends nothing.
      const again = await client.pay(url, { number: '4242 4242 4242 4242' });
      expect(again.body).toContain('Payment complete.');
      expect((await client.checkoutPage(url)).body).toContain(order.transactionHash);
      expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: parseUnits('49.25', 6) });
    });

    it('closes a checkout left unpaid for an hour: the order fails with the reason and nothing is sent', async () => {
      const address = freshAddress();
      const { url, orderId } = await client.order(await client.quote(), address);
      await server.deps.database.db
        .update(onrampOrders)
        .set({ createdAt: sql`now() - interval '61 minutes'` })
        .where(eq(onrampOrders.id, orderId));
      const page = await client.checkoutPage(url);
      expect(page.body).toContain('The checkout expired before it was paid: nothing was charged.');
      expect((await client.pay(url, { number: '4242 4242 4242 4242' })).body).not.toContain('Payment complete.');
      expect(await client.orderStatus(orderId)).toMatchObject({
        status: 'failed',
        failureReason: 'The checkout expired before it was paid: nothing was charged.',
      });
      expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: 0n });
    });

    it('sends once when the form is posted many times in parallel', async () => {
      const address = freshAddress();
      const { url, orderId } = await client.order(await client.quote({ amount: '100' }), address);
      const answers = await Promise.all(Array.from({ length: 6 }, () => client.pay(url, { number: '4242424242424242' })));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: parseUnits('98.5', 6) });
      expect((await client.orderStatus(orderId)).status).toBe('completed');
    });

    it('delivers ETH bought in EUR by bank transfer', async () => {
      const address = freshAddress();
      const quote = await client.quote({ amount: '300', paymentCurrency: 'EUR', purchaseCurrency: 'ETH', paymentMethod: 'bank_account' });
      const { url } = await client.order(quote, address);
      expect((await client.pay(url, { number: '5555 5555 5555 4444' })).statusCode).toBe(200);
      // 297 EUR at 1.08 USD and 3,000 USD per ETH.
      expect(quote.purchaseAmount.amount).toBe('0.10692');
      expect((await balanceOf(address)).eth).toBe(parseEther('0.10692'));
    });
  });

  it(
    'fails the order with a reason and answers 503 when the treasury cannot pay, sending nothing',
    async () => {
      const chains = devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl));
      chains[0] = { ...chains[0]!, onramp: { treasuryKey: generatePrivateKey() } };
      const server = await buildTestServer({ chains });
      try {
        const client = onrampClient(server);
        const address = freshAddress();
        const { url, orderId } = await client.order(await client.quote(), address);
        const page = await client.pay(url, { number: '4242 4242 4242 4242' });
        expect(page.statusCode).toBe(503);
        expect(alertOf(page.body)).toBe('The sandbox cannot deliver this purchase right now: nothing was charged or sent.');
        expect(await client.orderStatus(orderId)).toMatchObject({
          status: 'failed',
          failureReason: 'The sandbox cannot deliver this purchase right now: nothing was charged or sent.',
        });
        expect(await balanceOf(address)).toEqual({ eth: 0n, usdc: 0n });
      } finally {
        await server.close();
      }
    },
    SLOW,
  );
});
