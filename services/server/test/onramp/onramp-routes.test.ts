import type { OnrampOptionsResponse } from '@airlock/protocol';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../../src/app/build-server';
import { createQuoteTokens } from '../../src/onramp/quote-token';
import { devnetChainConfigs } from '../support/devnet-chain-configs';
import { STORAGE_KINDS } from '../support/test-databases';
import { buildTestServer } from '../support/test-server';
import { freshAddress, onrampClient } from './onramp-harness';

const SLOW = 120_000;
const messageOf = (response: { json(): unknown }) => (response.json() as { message: string }).message;

describe('on-ramp routes', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
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

    it('lists the sandbox as the demo project’s only provider on a devnet, with what it sells and spec §9’s limits', async () => {
      const response = await client.options();
      expect(response.statusCode).toBe(200);
      const options = response.json() as OnrampOptionsResponse;
      expect(options.providers).toEqual([{ id: 'sandbox', name: 'Airlock Sandbox', feeRange: [1, 1.5] }]);
      expect(options.provider).toBe('sandbox');
      expect(options.sample).toBe(false);
      expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH']);
      const usdc = options.purchaseCurrencies[0]!;
      expect(usdc.networks.map((network) => [network.chain_id, network.display_name, network.contract_address])).toEqual([
        ['31337', 'Airlock Devnet', devnet.addresses.usdc],
        ['31338', 'Airlock Devnet L2', devnet.addresses.usdc],
      ]);
      expect(options.purchaseCurrencies[1]!.networks[0]!.contract_address).toBe('');
      for (const currency of ['USD', 'EUR']) {
        expect(options.paymentCurrencies.find((payment) => payment.id === currency)?.payment_method_limits).toEqual([
          { id: 'card', min: '10', max: '7500' },
          { id: 'bank_account', min: '10', max: '25000' },
        ]);
      }
    });

    it('refuses a provider the project does not offer, and projects whose providers list is not an array of strings', async () => {
      const moonpay = await client.options('?provider=moonpay');
      expect(moonpay.statusCode).toBe(400);
      expect(messageOf(moonpay)).toBe('The on-ramp provider "moonpay" is not offered to this project');
      for (const onramp of [false, ['moonpay'], [1, 'sandbox']]) {
        const project = await server.deps.projects.create({ name: 'shop', features: { onramp: onramp as string[] } });
        const response = await onrampClient(server, project.id).options();
        expect(response.statusCode, JSON.stringify(onramp)).toBe(403);
        expect(messageOf(response)).toBe('Buying crypto is not enabled for this project');
      }
    });

    it('never sells with test cards on a chain that is not a devnet (a treasury key without a faucet)', async () => {
      const chains = devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)).map(({ faucet: _faucet, ...chain }) => chain);
      const real = await buildTestServer({ storage, chains });
      try {
        expect((await onrampClient(real).options()).statusCode).toBe(403);
      } finally {
        await real.close();
      }
    });

    it('tells the modal only the providers it can offer in the project config', async () => {
      const config = await server.app.inject({ method: 'GET', url: '/v1/project/config?projectId=a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1' });
      expect((config.json() as { features: { onramp: unknown } }).features.onramp).toEqual(['sandbox']);
      const project = await server.deps.projects.create({ name: 'shop', features: { onramp: ['moonpay'] } });
      const none = await server.app.inject({ method: 'GET', url: `/v1/project/config?projectId=${project.id}` });
      expect((none.json() as { features: { onramp: unknown } }).features.onramp).toBe(false);
    });

    it('checks the project and the origin as every /v1 route does', async () => {
      const unknown = await onrampClient(server, 'f'.repeat(32)).options();
      expect(unknown.statusCode).toBe(401);
      const project = await server.deps.projects.create({ name: 'shop', allowedOrigins: ['https://shop.example'] });
      const foreign = await onrampClient(server, project.id).options('', { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(messageOf(foreign)).toBe('Origin Not Allowed');
      expect((await onrampClient(server, project.id).options('', { origin: 'https://shop.example' })).statusCode).toBe(200);
    });

    it('quotes a card purchase with the 1.5% fee and a bank purchase in EUR with 1%, at the documented rates', async () => {
      const usdc = await client.quote({ amount: '50' });
      expect(usdc).toMatchObject({
        paymentTotal: { amount: '50.00', currency: 'USD' },
        providerFee: { amount: '0.75', currency: 'USD' },
        networkFee: { amount: '0.00', currency: 'USD' },
        paymentSubtotal: { amount: '49.25', currency: 'USD' },
        purchaseAmount: { amount: '49.25', currency: 'USDC' },
        provider: 'sandbox',
        estimated: false,
      });
      expect(Date.parse(usdc.expiresAt)).toBeGreaterThan(Date.now());
      // 99 EUR at 1.08 USD is 106.92 USD, at 3,000 USD per ETH 0.03564 ETH.
      const eth = await client.quote({ amount: '100', paymentCurrency: 'EUR', purchaseCurrency: 'ETH', paymentMethod: 'bank_account' });
      expect(eth).toMatchObject({
        providerFee: { amount: '1.00', currency: 'EUR' },
        paymentSubtotal: { amount: '99.00', currency: 'EUR' },
        purchaseAmount: { amount: '0.03564', currency: 'ETH' },
      });
      expect(await client.quote({ amount: '25000', paymentMethod: 'bank_account' })).toMatchObject({
        paymentTotal: { amount: '25000.00' },
      });
    });

    it('refuses amounts outside spec §9’s limits and what the sandbox does not sell, each with its reason', async () => {
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ amount: '9.99' }, 400, 'The amount must be at least 10 USD for card payments'],
        [{ amount: '7500.01' }, 400, 'The amount must be at most 7,500 USD for card payments'],
        [{ amount: '25000.01', paymentMethod: 'bank_account' }, 400, 'The amount must be at most 25,000 USD for bank transfers'],
        [{ amount: '5', paymentCurrency: 'EUR' }, 400, 'The amount must be at least 10 EUR for card payments'],
        [{ network: 'eip155:1' }, 400, 'Airlock Sandbox does not deliver on eip155:1'],
        [{ purchaseCurrency: 'DAI' }, 400, 'DAI cannot be bought on eip155:31337'],
        [{ paymentCurrency: 'GBP' }, 400, 'Paying in GBP is not offered'],
        [{ provider: 'moonpay' }, 400, 'The on-ramp provider "moonpay" is not offered to this project'],
      ];
      for (const [change, status, message] of cases) {
        const response = await client.quoteResponse({
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: '50',
          network: 'eip155:31337',
          ...change,
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(status);
        expect(messageOf(response)).toBe(message);
      }
      for (const bad of [{ amount: '1e3' }, { amount: '10.001' }, { amount: -10 }, { network: 'mainnet' }, { paymentMethod: 'cash' }, {}]) {
        const response = await client.quoteResponse({
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: '50',
          network: 'eip155:31337',
          ...bad,
          ...(Object.keys(bad).length ? {} : { amount: undefined }),
        });
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      }
      const huge = await client.quoteResponse({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '50',
        network: 'eip155:31337',
        pad: 'x'.repeat(10_000),
      });
      expect(huge.statusCode).toBe(413);
    });

    it('makes one order per quote, however often and however concurrently the checkout URL is asked for', async () => {
      const quote = await client.quote();
      const address = freshAddress();
      const orders = await Promise.all(Array.from({ length: 8 }, () => client.order(quote, address)));
      expect(new Set(orders.map((order) => order.orderId)).size).toBe(1);
      expect(orders[0]!.url).toBe(`http://localhost:80/onramp/sandbox/checkout/${orders[0]!.orderId}`);
      expect((await client.order(quote, address)).orderId).toBe(orders[0]!.orderId);
      const elsewhere = await client.orderResponse({
        quoteId: quote.quoteId,
        destinationWallets: [{ address: freshAddress(), blockchains: ['eip155:31337'] }],
      });
      expect(elsewhere.statusCode).toBe(409);
      expect(messageOf(elsewhere)).toBe('This quote was already accepted for another wallet: ask for a new quote');
      const order = await client.orderStatus(orders[0]!.orderId);
      expect(order).toEqual({
        id: orders[0]!.orderId,
        provider: 'sandbox',
        status: 'pending',
        network: 'eip155:31337',
        address,
        purchaseAmount: { amount: '49.25', currency: 'USDC' },
        paymentTotal: { amount: '50.00', currency: 'USD' },
        paymentSubtotal: { amount: '49.25', currency: 'USD' },
        providerFee: { amount: '0.75', currency: 'USD' },
        networkFee: { amount: '0.00', currency: 'USD' },
      });
    });

    it('makes an order from spec §7’s preset amounts when no quote is given', async () => {
      const address = freshAddress();
      const response = await client.orderResponse({
        destinationWallets: [{ address, blockchains: ['eip155:31338'], assets: ['ETH'] }],
        defaultNetwork: 'eip155:31338',
        presetFiatAmount: '30',
        partnerUserId: 'visitor-1',
        defaultExperience: 'buy',
      });
      expect(response.statusCode).toBe(200);
      const order = await client.orderStatus((response.json() as { orderId: string }).orderId);
      expect(order).toMatchObject({ network: 'eip155:31338', address, purchaseAmount: { amount: '0.00985', currency: 'ETH' } });
    });

    it('refuses quotes it did not sign, signed for another project, or expired; wallets not on the quote’s network', async () => {
      const quote = await client.quote();
      const wallets = [{ address: freshAddress(), blockchains: ['eip155:31337'] }];
      const forged = `${quote.quoteId.slice(0, -4)}AAAA`;
      for (const quoteId of [forged, 'q_x.y', 'nonsense']) {
        const response = await client.orderResponse({ quoteId, destinationWallets: wallets });
        expect(response.statusCode).toBe(400);
        expect(messageOf(response)).toBe('This quote was not issued for this project: ask for a new quote');
      }
      const other = await server.deps.projects.create({ name: 'other' });
      expect((await onrampClient(server, other.id).orderResponse({ quoteId: quote.quoteId, destinationWallets: wallets })).statusCode).toBe(
        400,
      );
      const tokens = createQuoteTokens(server.deps.embedded.masterKey);
      const expired = tokens.sign({ ...tokens.verify(quote.quoteId)!, expiresAt: Date.now() - 1 });
      const late = await client.orderResponse({ quoteId: expired, destinationWallets: wallets });
      expect(late.statusCode).toBe(409);
      expect(messageOf(late)).toBe('The quote has expired: ask for a new quote');
      const elsewhere = await client.orderResponse({
        quoteId: quote.quoteId,
        destinationWallets: [{ ...wallets[0], blockchains: ['eip155:31338'] }],
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(messageOf(elsewhere)).toBe('No destination wallet is given for eip155:31337');
      const noWallets = await client.orderResponse({ quoteId: quote.quoteId, destinationWallets: [] });
      expect(noWallets.statusCode).toBe(400);
      const noAmount = await client.orderResponse({ destinationWallets: wallets });
      expect(noAmount.statusCode).toBe(400);
      expect(messageOf(noAmount)).toBe('quoteId or presetFiatAmount is required');
    });

    it('answers 400 for a malformed order id and 404 for an unknown one or another project’s', async () => {
      expect((await client.orderStatusResponse('not-an-order')).statusCode).toBe(400);
      expect((await client.orderStatusResponse('ord_AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
      const { orderId } = await client.order(await client.quote(), freshAddress());
      const other = await server.deps.projects.create({ name: 'other' });
      const foreign = await onrampClient(server, other.id).orderStatusResponse(orderId);
      expect(foreign.statusCode).toBe(404);
      expect(messageOf(foreign)).toBe('Order not found');
    });
  });
});
