import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEVNET_ADDRESSES, startDevnet, type Devnet } from '@airlock/devnet';
import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol';
import { Redis } from 'ioredis';
import type { AirlockServer } from '../src/app/build-server';
import type { ServerConfig } from '../src/config/server-config';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { startScriptedUpstream, type ScriptedUpstream } from './support/scripted-upstream';
import { swapChainConfigs } from './support/swap-devnet';
import { buildTestServer } from './support/test-server';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const L1 = 'eip155:31337';
const ETH = `${L1}:${NATIVE_TOKEN_ADDRESS}`;
const USDC = `${L1}:${DEVNET_ADDRESSES.usdc}`;
const USER = `${L1}:0x000000000000000000000000000000000000bEEF`;

const quoteUrl = (amount: bigint | number, from = ETH, to = USDC) =>
  `/v1/convert/quotes?projectId=${DEMO_PROJECT_ID}&amount=${amount}&userAddress=${USER}&from=${from}&to=${to}`;

/** Forwards JSON-RPC to anvil and counts the eth_calls that reach it. */
async function countingNode(rpcUrl: string): Promise<ScriptedUpstream & { ethCalls(): number }> {
  let ethCalls = 0;
  const upstream = await startScriptedUpstream(async (body) => {
    for (const call of Array.isArray(body) ? body : [body]) if ((call as { method?: string }).method === 'eth_call') ethCalls += 1;
    const answer = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { body: await answer.json() };
  });
  return Object.assign(upstream, { ethCalls: () => ethCalls });
}

describe('swap quotes: one node round trip, cached, shared, rate limited', () => {
  let devnet: Devnet;
  let node: Awaited<ReturnType<typeof countingNode>>;
  const servers: AirlockServer[] = [];
  const serverWith = async (rpcUrl: string, config: Partial<ServerConfig> = {}) => {
    const server = await buildTestServer({ chains: swapChainConfigs([rpcUrl, devnet.chains[1].rpcUrl]), config });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    devnet = await startDevnet();
    node = await countingNode(devnet.chains[0].rpcUrl);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await node?.close();
    await devnet?.stop();
  });

  it('reads a quote in one eth_call, answers the same quote from the cache, and shares one read among parallel requests', async () => {
    const server = await serverWith(node.url);
    const quote = (amount: bigint) => server.app.inject({ url: quoteUrl(amount) });
    // The first quote of a pair also looks up which pools exist (one more multicall, then cached).
    expect((await quote(10n ** 17n)).statusCode).toBe(200);
    let before = node.ethCalls();
    const first = await quote(2n * 10n ** 17n);
    expect(first.json().quotes.length).toBeGreaterThan(1);
    expect(node.ethCalls() - before).toBe(1);
    before = node.ethCalls();
    expect((await quote(2n * 10n ** 17n)).json()).toEqual(first.json());
    expect(node.ethCalls()).toBe(before);

    const parallel = await Promise.all(Array.from({ length: 20 }, () => quote(3n * 10n ** 17n)));
    expect(new Set(parallel.map((response) => response.body)).size).toBe(1);
    expect(parallel[0]!.json().quotes.length).toBeGreaterThan(0);
    expect(node.ethCalls() - before).toBe(1);

    // Different amounts at once: while reads are under way the rest wait and go to the node together.
    before = node.ethCalls();
    const amounts = Array.from({ length: 12 }, (_, i) => BigInt(i + 1) * 10n ** 17n + 7n);
    const together = await Promise.all(amounts.map((amount) => quote(amount)));
    expect(together.map((response) => response.statusCode)).toEqual(amounts.map(() => 200));
    expect(together.map((response) => response.json().quotes[0].fromAmount)).toEqual(amounts.map(String));
    expect(node.ethCalls() - before).toBeLessThan(12);
    // Each answer is its own amount's: more in, more out.
    const received = together.map((response) => BigInt(response.json().quotes[0].toAmount));
    for (let i = 1; i < received.length; i++) expect(received[i]).toBeGreaterThan(received[i - 1]!);
  });

  const rateLimited = (storage: 'memory' | 'redis') => async () => {
    const prefix = `airlock-test-${randomBytes(6).toString('hex')}:`;
    const config: Partial<ServerConfig> = { rateLimitPerMinute: 10, ipRateLimitPerMinute: 0 };
    if (storage === 'redis') Object.assign(config, { redisUrl: REDIS_URL, redisKeyPrefix: prefix });
    const server = await serverWith(devnet.chains[0].rpcUrl, config);
    try {
      const quote = (amount: bigint, ip: string) => server.app.inject({ url: quoteUrl(amount), remoteAddress: ip });
      // Each uncached quote costs the request (1) and the node read (1): 5 fit in 10; a cached one costs the request only.
      const sequential = [];
      for (let i = 0; i < 6; i++) sequential.push((await quote(10n ** 15n + BigInt(i), '198.51.100.10')).statusCode);
      expect(sequential).toEqual([200, 200, 200, 200, 200, 429]);
      const repeated = [];
      for (let i = 0; i < 8; i++) repeated.push((await quote(10n ** 15n, '198.51.100.11')).statusCode);
      expect(repeated).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);

      const parallel = await Promise.all(Array.from({ length: 30 }, (_, i) => quote(10n ** 16n + BigInt(i), '198.51.100.12')));
      const statuses = parallel.map((response) => response.statusCode);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      expect(statuses.filter((status) => status === 200).length * 2).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
      const refused = parallel.find((response) => response.statusCode === 429)!;
      expect(refused.json()).toEqual({ error: 'RATE_LIMITED', message: 'Rate Limited', statusCode: 429 });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      if (storage === 'redis') {
        const redis = new Redis(REDIS_URL);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      }
    }
  };
  it('counts uncached quotes against the project budget in memory: 429 past it, also in parallel', rateLimited('memory'));
  it('counts them in Redis the same way (one atomic count per read)', rateLimited('redis'));

  it('refuses quotes past what may wait for a slow node with 503, answering the rest', async () => {
    const slow = await startScriptedUpstream(async (body) => {
      const answer = await fetch(devnet.chains[0].rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { body: await answer.json(), delayMs: 300 };
    });
    try {
      const server = await serverWith(slow.url);
      expect((await server.app.inject({ url: quoteUrl(10n ** 17n) })).statusCode).toBe(200);
      const flood = await Promise.all(
        Array.from({ length: 300 }, (_, i) => server.app.inject({ url: quoteUrl(10n ** 17n + 1n + BigInt(i)) })),
      );
      const statuses = flood.map((response) => response.statusCode);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(100);
      expect(flood.find((response) => response.statusCode === 503)!.json()).toMatchObject({ error: 'RPC_UNAVAILABLE' });
    } finally {
      await slow.close();
    }
  });

  it('answers 503 while the node is down, and quotes again once it is back', async () => {
    const port = Number(new URL(devnet.chains[0].rpcUrl).port);
    const proxy: FaultProxy = await startFaultProxy({ host: '127.0.0.1', port });
    try {
      const server = await serverWith(`http://127.0.0.1:${proxy.port}`);
      expect((await server.app.inject({ url: quoteUrl(10n ** 17n) })).statusCode).toBe(200);
      proxy.cut();
      const down = await server.app.inject({ url: quoteUrl(10n ** 17n + 1n) });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ error: 'RPC_UNAVAILABLE' });
      const build = await server.app.inject({
        method: 'POST',
        url: '/v1/convert/build-transaction',
        payload: { projectId: DEMO_PROJECT_ID, from: ETH, to: USDC, userAddress: USER, amount: String(10n ** 17n + 2n) },
      });
      expect(build.statusCode).toBe(503);
      const allowance = await server.app.inject({
        url: `/v1/convert/allowance?projectId=${DEMO_PROJECT_ID}&tokenAddress=${USDC}&userAddress=${USER}`,
      });
      expect(allowance.statusCode).toBe(503);
      proxy.restore();
      expect((await server.app.inject({ url: quoteUrl(10n ** 17n + 3n) })).statusCode).toBe(200);
    } finally {
      await proxy.close();
    }
  });
});
