import { generateKeyPairSync, webcrypto } from 'node:crypto';
import type { OnrampOptionsResponse, OnrampQuote, OnrampUrlResponse } from '@airlock/protocol';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../../src/app/build-server';
import { buildTestServer } from '../support/test-server';
import { freshAddress, onrampClient } from './onramp-harness';
import { startProviderStandIn } from './provider-stand-in';

const SLOW = 60_000;
const TX_HASH = `0x${'ab'.repeat(32)}`;
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });

const moonpayRoutes = {
  'GET /v3/currencies': () => [
    {
      type: 'crypto',
      code: 'usdc_base',
      name: 'USD Coin (Base)',
      metadata: { contractAddress: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', chainId: '8453' },
    },
    { type: 'crypto', code: 'eth', name: 'Ethereum', metadata: { contractAddress: null, chainId: '1' } },
    { type: 'fiat', code: 'usd', name: 'US Dollar', minBuyAmount: 20, maxBuyAmount: 12000 },
    { type: 'fiat', code: 'eur', name: 'Euro', minBuyAmount: 20, maxBuyAmount: 11000 },
  ],
  'GET /v3/currencies/usdc_base/buy_quote': () => ({
    quoteCurrencyAmount: 46.91,
    feeAmount: 3.99,
    extraFeeAmount: 0,
    networkFeeAmount: 0.1,
    totalAmount: 50,
  }),
  'GET /v1/transactions/ext/[^/]+': () => [{ status: 'completed', cryptoTransactionId: TX_HASH }],
};

const coinbaseRoutes = {
  'POST /onramp/v1/token': () => ({ token: 'session-token-1', channel_id: '' }),
  'GET /onramp/v1/buy/options': () => ({
    purchase_currencies: [
      {
        id: 'x',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x8335' }],
      },
    ],
    payment_currencies: [{ id: 'USD', limits: [{ id: 'CARD', min: '5', max: '500' }] }],
  }),
  'POST /onramp/v1/buy/quote': () => ({
    payment_total: { value: '50.00', currency: 'USD' },
    payment_subtotal: { value: '48.50', currency: 'USD' },
    purchase_amount: { value: '48.500000', currency: 'USDC' },
    coinbase_fee: { value: '1.49', currency: 'USD' },
    network_fee: { value: '0.01', currency: 'USD' },
  }),
  'GET /onramp/v1/buy/user/[^/]+/transactions': () => ({ transactions: [{ status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS' }] }),
};

describe('real on-ramp providers by configuration', () => {
  let standIn: Awaited<ReturnType<typeof startProviderStandIn>>;
  let server: AirlockServer;
  let client: ReturnType<typeof onrampClient>;
  beforeAll(async () => {
    standIn = await startProviderStandIn({ ...moonpayRoutes, ...coinbaseRoutes });
    server = await buildTestServer({
      config: {
        moonpay: { apiKey: 'pk_test_1', secretKey: 'sk_test_1', widgetUrl: 'https://buy.moonpay.com', apiUrl: standIn.url },
        coinbase: {
          appId: 'app-1',
          apiKeyName: 'organizations/o/apiKeys/k',
          apiPrivateKey: privateKey.export({ format: 'pem', type: 'sec1' }).toString(),
          payUrl: 'https://pay.coinbase.com',
          apiUrl: standIn.url,
        },
      },
    });
    client = onrampClient(server);
  }, SLOW);
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const base = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'eip155:8453' };

  it('offers the configured providers in the project’s order (meld, not configured, is left out)', async () => {
    const options = (await client.options('?provider=moonpay')).json() as OnrampOptionsResponse;
    expect(options.providers.map((provider) => provider.id)).toEqual(['coinbase', 'moonpay']);
    expect(options).toMatchObject({ provider: 'moonpay', sample: false });
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [expect.objectContaining({ chain_id: '8453', contract_address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913' })],
      },
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [expect.objectContaining({ chain_id: '1' })] },
    ]);
    expect(options.paymentCurrencies[0]!.payment_method_limits[0]).toEqual({ id: 'card', min: '20', max: '12000' });
    const coinbase = (await client.options()).json() as OnrampOptionsResponse;
    expect(coinbase).toMatchObject({ provider: 'coinbase', sample: false });
    expect(coinbase.paymentCurrencies).toEqual([{ id: 'USD', payment_method_limits: [{ id: 'card', min: '5', max: '500' }] }]);
    const signed = standIn.requests.find((request) => request.url.startsWith('/onramp/v1/buy/options'))!;
    await jwtVerify(signed.authorization!.replace('Bearer ', ''), publicKey);
  });

  it('quotes from MoonPay and Coinbase with their fees', async () => {
    const moonpay = (await client.quoteResponse({ ...base, provider: 'moonpay' })).json() as OnrampQuote;
    expect(moonpay).toMatchObject({
      provider: 'moonpay',
      estimated: false,
      paymentTotal: { amount: '50.00' },
      providerFee: { amount: '3.99' },
      networkFee: { amount: '0.10' },
      paymentSubtotal: { amount: '45.91' },
      purchaseAmount: { amount: '46.91', currency: 'USDC' },
    });
    const asked = standIn.requests.findLast((request) => request.url.startsWith('/v3/currencies/usdc_base/buy_quote'))!;
    expect(Object.fromEntries(new URL(asked.url, standIn.url).searchParams)).toEqual({
      apiKey: 'pk_test_1',
      baseCurrencyCode: 'usd',
      baseCurrencyAmount: '50.00',
      areFeesIncluded: 'true',
      paymentMethod: 'credit_debit_card',
    });
    const coinbase = (await client.quoteResponse({ ...base, provider: 'coinbase' })).json() as OnrampQuote;
    expect(coinbase).toMatchObject({ estimated: false, providerFee: { amount: '1.49' }, purchaseAmount: { amount: '48.500000' } });
  });

  it('opens MoonPay’s widget signed with the secret key and follows the order’s state there', async () => {
    const quote = (await client.quoteResponse({ ...base, provider: 'moonpay' })).json() as OnrampQuote;
    const address = freshAddress();
    const { url, orderId } = (
      await client.orderResponse({ quoteId: quote.quoteId, destinationWallets: [{ address, blockchains: ['eip155:8453'] }] })
    ).json() as OnrampUrlResponse;
    const widget = new URL(url);
    expect(widget.origin).toBe('https://buy.moonpay.com');
    expect(Object.fromEntries(widget.searchParams)).toMatchObject({
      apiKey: 'pk_test_1',
      currencyCode: 'usdc_base',
      walletAddress: address,
      baseCurrencyCode: 'usd',
      baseCurrencyAmount: '50.00',
      externalTransactionId: orderId,
    });
    const unsigned = widget.search.slice(0, widget.search.indexOf('&signature='));
    const key = await webcrypto.subtle.importKey('raw', new TextEncoder().encode('sk_test_1'), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    const expected = Buffer.from(await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(unsigned))).toString('base64');
    expect(widget.searchParams.get('signature')).toBe(expected);
    expect(url).not.toContain('sk_test_1');
    expect(await client.orderStatus(orderId)).toMatchObject({ status: 'completed', transactionHash: TX_HASH });
  });

  it('opens Coinbase with a session token made with a signed JWT, bound to the visitor’s IP', async () => {
    const quote = (await client.quoteResponse({ ...base, provider: 'coinbase' })).json() as OnrampQuote;
    const address = freshAddress();
    const answer = await client.orderResponse(
      { quoteId: quote.quoteId, destinationWallets: [{ address, blockchains: ['eip155:8453'] }] },
      '203.0.113.9',
    );
    const { url, orderId } = answer.json() as OnrampUrlResponse;
    const tokenRequest = standIn.requests.findLast((request) => request.url === '/onramp/v1/token')!;
    expect(tokenRequest.body).toEqual({ addresses: [{ address, blockchains: ['base'] }], assets: ['USDC'], clientIp: '203.0.113.9' });
    const { payload } = await jwtVerify(tokenRequest.authorization!.replace('Bearer ', ''), publicKey);
    expect(payload.uri).toBe(`POST ${new URL(standIn.url).host}/onramp/v1/token`);
    expect(Object.fromEntries(new URL(url).searchParams)).toMatchObject({
      sessionToken: 'session-token-1',
      defaultNetwork: 'base',
      presetFiatAmount: '50.00',
      partnerUserId: orderId,
    });
    expect(await client.orderStatus(orderId)).toMatchObject({ status: 'processing' });
    // The "buy in progress" view polls; Coinbase is asked at most every 10 s an order.
    const asked = () => standIn.requests.filter((request) => request.url.includes(`/buy/user/${orderId}/`)).length;
    expect(asked()).toBe(1);
    await Promise.all([client.orderStatus(orderId), client.orderStatus(orderId)]);
    expect(asked()).toBe(1);
  });

  it(
    'falls back to sample options and an estimated quote when a provider fails (spec §8)',
    async () => {
      standIn.state.failing = true;
      try {
        const fresh = await buildTestServer({
          config: { moonpay: { apiKey: 'pk', secretKey: 'sk', widgetUrl: 'https://buy.moonpay.com', apiUrl: standIn.url } },
        });
        try {
          const freshClient = onrampClient(fresh);
          const options = (await freshClient.options('?provider=moonpay')).json() as OnrampOptionsResponse;
          expect(options.sample).toBe(true);
          expect(options.paymentCurrencies[0]!.payment_method_limits).toEqual([
            { id: 'card', min: '10', max: '7500' },
            { id: 'bank_account', min: '10', max: '25000' },
          ]);
          const quote = (await freshClient.quoteResponse(base)).json() as OnrampQuote;
          expect(quote).toMatchObject({
            estimated: true,
            providerFee: { amount: '1.00' },
            paymentSubtotal: { amount: '49.00' },
            purchaseAmount: { amount: '49', currency: 'USDC' },
          });
          const order = await freshClient.orderResponse({
            quoteId: quote.quoteId,
            destinationWallets: [{ address: freshAddress(), blockchains: ['eip155:8453'] }],
          });
          const { orderId } = order.json() as OnrampUrlResponse;
          expect((await freshClient.orderStatus(orderId)).status).toBe('pending');
        } finally {
          await fresh.close();
        }
      } finally {
        standIn.state.failing = false;
      }
    },
    SLOW,
  );

  it(
    'sends nothing anywhere when no provider is configured',
    async () => {
      const before = standIn.requests.length;
      const plain = await buildTestServer();
      try {
        const plainClient = onrampClient(plain);
        expect((await plainClient.options()).statusCode).toBe(403);
        expect((await plainClient.quoteResponse({ ...base, provider: 'moonpay' })).statusCode).toBe(403);
      } finally {
        await plain.close();
      }
      expect(standIn.requests.length).toBe(before);
    },
    SLOW,
  );
});
