import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVNET_ADDRESSES, startDevnet, type Devnet } from '@airlock/devnet';
import { NATIVE_TOKEN_ADDRESS, type SwapBuildResponse, type SwapQuote } from '@airlock/protocol';
import type { AirlockServer } from '../src/app/build-server';
import { ConfigError } from '../src/config/config-error';
import { loadServerConfig } from '../src/config/server-config';
import { swapProvidersFor } from '../src/convert/convert-plugin';
import { DEFAULT_SWAP_AGGREGATOR_URL, swapAggregatorConfigFromEnv } from '../src/convert/swap-aggregator-config';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { swapChainConfigs } from './support/swap-devnet';
import { buildTestServer } from './support/test-server';

const L1 = 'eip155:31337';
const ETH = `${L1}:${NATIVE_TOKEN_ADDRESS}`;
const USDC = `${L1}:${DEVNET_ADDRESSES.usdc}`;
const USER = `${L1}:0x000000000000000000000000000000000000bEEF`;
const AGGREGATOR_ROUTER = '0x1111111254EEB25477B68fb85Ed929f73A960582';
const AGGREGATOR_AMOUNT = String(10n ** 15n); // a billion USDC: more than any pool gives

type Mode = 'answer' | 'fail' | 'slow' | 'garbage';

/** A stand-in for 1inch's swap API: its paths and shapes, answering as `mode` says, recording each request. */
async function startAggregator() {
  const state = { mode: 'answer' as Mode, requests: [] as { path: string; query: URLSearchParams; authorization?: string }[] };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://aggregator');
    state.requests.push({ path: url.pathname, query: url.searchParams, authorization: request.headers.authorization });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (state.mode === 'fail') return send(500, { error: 'Internal Server Error' });
    if (state.mode === 'garbage') return send(200, '{"dstAmount": "lots"}');
    const answer = () => {
      if (url.pathname.endsWith('/quote')) return send(200, { dstAmount: AGGREGATOR_AMOUNT, gas: 180000 });
      if (url.pathname.endsWith('/swap'))
        return send(200, {
          dstAmount: AGGREGATOR_AMOUNT,
          tx: { from: url.searchParams.get('from'), to: AGGREGATOR_ROUTER, data: '0x12aa3caf', value: url.searchParams.get('amount') },
        });
      if (url.pathname.endsWith('/approve/allowance')) return send(200, { allowance: '0' });
      send(404, { error: 'Not Found' });
    };
    if (state.mode === 'slow') setTimeout(answer, 1_500);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}/swap/v6.0`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a swap aggregator configured by the operator', () => {
  let devnet: Devnet;
  let aggregator: Awaited<ReturnType<typeof startAggregator>>;
  let withKey: AirlockServer;
  let withoutKey: AirlockServer;
  beforeAll(async () => {
    devnet = await startDevnet();
    aggregator = await startAggregator();
    const chains = swapChainConfigs(devnet.chains.map((chain) => chain.rpcUrl));
    withoutKey = await buildTestServer({ chains });
    const swapAggregator = { url: aggregator.url, apiKey: 'test-aggregator-key', name: '1inch', timeoutMs: 300 };
    withKey = await buildTestServer({ chains, config: { swapAggregator } });
  });
  afterAll(async () => {
    await withKey?.close();
    await withoutKey?.close();
    await aggregator?.close();
    await devnet?.stop();
  });

  const quotes = async (server: AirlockServer, amount: bigint, from = ETH) => {
    const url = `/v1/convert/quotes?projectId=${DEMO_PROJECT_ID}&amount=${amount}&userAddress=${USER}&from=${from}&to=${USDC}`;
    const response = await server.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { quotes: SwapQuote[] }).quotes;
  };
  const build = async (server: AirlockServer, amount: bigint, from = ETH, to = USDC) => {
    const payload = { projectId: DEMO_PROJECT_ID, from, to, userAddress: USER, amount: String(amount), disableEstimate: true };
    const response = await server.app.inject({ method: 'POST', url: '/v1/convert/build-transaction', payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SwapBuildResponse;
  };

  it('is off without a key: no aggregator is made and no request leaves the server', async () => {
    expect(loadServerConfig({}).swapAggregator).toBeUndefined();
    expect(swapProvidersFor(withoutKey.deps).map((provider) => provider.name)).toEqual(['uniswap']);
    const list = await quotes(withoutKey, 10n ** 17n);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((quote) => quote.provider === 'uniswap')).toBe(true);
    await build(withoutKey, 10n ** 17n);
    expect(aggregator.state.requests).toEqual([]);
  });

  it('reads the key and URL from the environment, 1inch by default, and refuses a URL that is not one', () => {
    expect(swapAggregatorConfigFromEnv({ AIRLOCK_SWAP_AGGREGATOR_KEY: 'k' }).swapAggregator).toEqual({
      url: DEFAULT_SWAP_AGGREGATOR_URL,
      apiKey: 'k',
      name: '1inch',
      timeoutMs: 2000,
    });
    expect(() => swapAggregatorConfigFromEnv({ AIRLOCK_SWAP_AGGREGATOR_KEY: 'k', AIRLOCK_SWAP_AGGREGATOR_URL: 'ftp://x' })).toThrow(
      ConfigError,
    );
    expect(() => swapAggregatorConfigFromEnv({ AIRLOCK_SWAP_AGGREGATOR_KEY: 'k', AIRLOCK_SWAP_AGGREGATOR_TIMEOUT_MS: '5' })).toThrow(
      ConfigError,
    );
  });

  it('puts its quote among the on-chain ones, best first, asking with the bearer key', async () => {
    aggregator.state.mode = 'answer';
    const list = await quotes(withKey, 2n * 10n ** 17n);
    expect(list[0]).toMatchObject({ provider: '1inch', toAmount: AGGREGATOR_AMOUNT, fromAccount: ETH, toAccount: USDC, gas: '180000' });
    expect(list.slice(1).every((quote) => quote.provider === 'uniswap')).toBe(true);
    expect(list.length).toBeGreaterThan(1);
    const asked = aggregator.state.requests.at(-1)!;
    expect(asked.path).toBe('/swap/v6.0/31337/quote');
    expect(asked.authorization).toBe('Bearer test-aggregator-key');
    expect(Object.fromEntries(asked.query)).toMatchObject({
      src: NATIVE_TOKEN_ADDRESS,
      dst: DEVNET_ADDRESSES.usdc,
      amount: String(2n * 10n ** 17n),
    });
  });

  it('builds with the aggregator when it wins and needs no approval, else with the on-chain route', async () => {
    aggregator.state.mode = 'answer';
    const native = await build(withKey, 3n * 10n ** 17n);
    expect(native.tx).toMatchObject({ to: AGGREGATOR_ROUTER, data: '0x12aa3caf', value: String(3n * 10n ** 17n) });
    expect(native.quote.provider).toBe('1inch');
    expect(native.toAmountMin).toBe(String((10n ** 15n * 9_900n) / 10_000n));
    const swapAsked = aggregator.state.requests.find((request) => request.path.endsWith('/swap'))!;
    expect(Object.fromEntries(swapAsked.query)).toMatchObject({ slippage: '1', from: USER.split(':')[2] });

    // USDC → ETH: the aggregator's contract may not spend the user's USDC, so the on-chain route is built instead.
    const usdcIn = await build(withKey, 100n * 10n ** 6n, USDC, ETH);
    expect(usdcIn.quote.provider).toBe('uniswap');
    expect(usdcIn.tx.to).toBe(withKey.deps.chains[0]!.swap!.router);
  });

  it.each(['fail', 'slow', 'garbage'] as const)('answers with the on-chain quotes when the aggregator does not (%s)', async (mode) => {
    aggregator.state.mode = mode;
    const amount = 4n * 10n ** 17n + BigInt(['fail', 'slow', 'garbage'].indexOf(mode));
    const asked = aggregator.state.requests.length;
    const list = await quotes(withKey, amount);
    expect(aggregator.state.requests.length).toBe(asked + 1);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((quote) => quote.provider === 'uniswap')).toBe(true);
  });
});
