import { randomBytes } from 'node:crypto';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../../src/app/build-server';
import { devnetChainConfigs } from '../support/devnet-chain-configs';
import { openTestDatabase, STORAGE_KINDS } from '../support/test-databases';
import { buildTestServer } from '../support/test-server';
import { freshAddress, onrampClient, startServerOn } from './onramp-harness';

const SLOW = 120_000;
const QUOTE = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'eip155:31337' };
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

describe('on-ramp limits', () => {
  let devnet: Devnet;
  const chains = () => devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl));
  beforeAll(async () => {
    devnet = await startDevnet();
  }, SLOW);
  afterAll(() => devnet?.stop());

  it(
    'counts quotes exactly across two server processes sharing Redis',
    async () => {
      const config = {
        redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        redisKeyPrefix: `airlock-test:${randomBytes(6).toString('hex')}:`,
        onrampQuotesPerIpPerHour: 1_000,
        onrampQuotesPerProjectPerHour: 7,
      };
      const [first, second] = await Promise.all([
        buildTestServer({ config, chains: chains() }),
        buildTestServer({ config, chains: chains() }),
      ]);
      try {
        const clients = [onrampClient(first), onrampClient(second)];
        const answers = await Promise.all(
          Array.from({ length: 16 }, (_, index) => clients[index % 2]!.quoteResponse(QUOTE, `10.2.0.${index}`)),
        );
        expect(statuses(answers)).toEqual([...Array(7).fill(200), ...Array(9).fill(429)]);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
    SLOW,
  );

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let server: AirlockServer;
    let client: ReturnType<typeof onrampClient>;
    beforeAll(async () => {
      server = await buildTestServer({
        storage,
        chains: chains(),
        config: {
          onrampQuotesPerIpPerHour: 5,
          onrampQuotesPerProjectPerHour: 8,
          onrampOrdersPerIpPerHour: 3,
          onrampOrdersPerProjectPerHour: 4,
        },
      });
      client = onrampClient(server);
    }, SLOW);
    afterAll(() => server?.close());

    it('counts quotes per IP and per project an hour, exactly, under parallel requests', async () => {
      const fromOneIp = await Promise.all(Array.from({ length: 10 }, () => client.quoteResponse(QUOTE, '10.0.0.1')));
      expect(statuses(fromOneIp)).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
      const limited = fromOneIp.find((response) => response.statusCode === 429)!;
      expect(limited.json()).toMatchObject({ message: 'Rate Limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const fromManyIps = await Promise.all(Array.from({ length: 10 }, (_, index) => client.quoteResponse(QUOTE, `10.0.1.${index}`)));
      expect(statuses(fromManyIps)).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
      const other = await server.deps.projects.create({ name: 'other' });
      expect((await onrampClient(server, other.id).quoteResponse(QUOTE, '10.0.2.1')).statusCode).toBe(200);
    });

    it(
      'counts orders per IP and per project an hour, exactly, under parallel requests',
      async () => {
        const roomy = await buildTestServer({
          storage,
          chains: chains(),
          config: { onrampOrdersPerIpPerHour: 3, onrampOrdersPerProjectPerHour: 4 },
        });
        try {
          const roomyClient = onrampClient(roomy);
          const quotes = await Promise.all(Array.from({ length: 12 }, () => roomyClient.quote()));
          const wallet = (address: string) => [{ address, blockchains: ['eip155:31337'] }];
          const fromOneIp = await Promise.all(
            quotes
              .slice(0, 6)
              .map((quote) =>
                roomyClient.orderResponse({ quoteId: quote.quoteId, destinationWallets: wallet(freshAddress()) }, '10.1.0.1'),
              ),
          );
          expect(statuses(fromOneIp)).toEqual([200, 200, 200, 429, 429, 429]);
          const fromManyIps = await Promise.all(
            quotes
              .slice(6)
              .map((quote, index) =>
                roomyClient.orderResponse({ quoteId: quote.quoteId, destinationWallets: wallet(freshAddress()) }, `10.1.1.${index}`),
              ),
          );
          expect(statuses(fromManyIps)).toEqual([200, 429, 429, 429, 429, 429]);
        } finally {
          await roomy.close();
        }
      },
      SLOW,
    );

    it(
      'answers 503 when the database is down, on the API and on the checkout page',
      async () => {
        const database = await openTestDatabase(storage);
        const down = await startServerOn(database, chains());
        try {
          const downClient = onrampClient(down);
          const quote = await downClient.quote();
          const { url, orderId } = await downClient.order(quote, freshAddress());
          await database.close();
          const order = await downClient.orderResponse({
            quoteId: (await downClient.quote()).quoteId,
            destinationWallets: [{ address: freshAddress(), blockchains: ['eip155:31337'] }],
          });
          expect(order.statusCode).toBe(503);
          expect((await downClient.orderStatusResponse(orderId)).statusCode).toBe(503);
          const page = await downClient.checkoutPage(url);
          expect(page.statusCode).toBe(503);
          expect(page.body).toContain('The checkout is unavailable right now. Reload this page in a moment.');
          const paid = await downClient.pay(url, { number: '4242 4242 4242 4242' });
          expect(paid.statusCode).toBe(503);
        } finally {
          await down.close();
        }
      },
      SLOW,
    );
  });
});
