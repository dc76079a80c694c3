import { createHook } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { chainClientsFor } from '../src/blockchain/chain-clients';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { startScriptedUpstream, type ScriptedUpstream } from './support/scripted-upstream';
import { buildTestServer } from './support/test-server';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BALANCE_PATH = `/v1/account/${ADDRESS}/balance?projectId=${DEMO_PROJECT_ID}&chainId=eip155:31337`;

/** Promises created while `run` answers one request (after two unmeasured runs). */
async function promisesFor(run: () => Promise<{ statusCode: number }>, expectedStatus: number): Promise<number> {
  expect((await run()).statusCode).toBe(expectedStatus);
  await run();
  let promises = 0;
  const hook = createHook({
    init: (_id, type) => {
      if (type === 'PROMISE') promises++;
    },
  });
  hook.enable();
  let status: number;
  try {
    status = (await run()).statusCode;
  } finally {
    hook.disable();
  }
  expect(status).toBe(expectedStatus);
  return promises;
}

describe('what the protections cost a request, state in memory', () => {
  let server: AirlockServer;
  beforeAll(async () => {
    server = await buildTestServer({ config: { rateLimitPerMinute: 1_000_000, ipRateLimitPerMinute: 1_000_000 } });
    await server.app.ready();
  });
  afterAll(() => server?.close());

  it('answers a cached balance and an unknown project id without a promise per check', async () => {
    await server.deps.cache.set(`balance:eip155:31337:${ADDRESS.toLowerCase()}`, [], 60_000);
    // The same request to a bare route: what Fastify and inject cost on their own.
    const bare = Fastify();
    bare.get('/v1/account/:address/balance', async () => ({ balances: [] }));
    const floor = await promisesFor(() => bare.inject({ url: BALANCE_PATH }), 200);
    await bare.close();

    const balance = await promisesFor(() => server.app.inject({ url: BALANCE_PATH, remoteAddress: '198.51.100.10' }), 200);
    const unknown = await promisesFor(
      () => server.app.inject({ url: `/v1/project/config?projectId=${'b'.repeat(32)}`, remoteAddress: '198.51.100.10' }),
      401,
    );
    // The IP budget, the project budget, the project and origin check and the request log each
    // used to be an async hook (18 more promises than the bare route, for a 401 as for a balance).
    // Now only the handler's own cache read waits.
    expect(balance - floor).toBeLessThanOrEqual(2);
    expect(unknown - floor).toBeLessThanOrEqual(0);
  });
});

describe('a balance nobody has cached, asked for by many at once', () => {
  let upstream: ScriptedUpstream;
  let server: AirlockServer;
  beforeAll(async () => {
    // A chain node that takes its time and then fails: every request waits on the read.
    upstream = await startScriptedUpstream(() => ({ status: 503, delayMs: 300, body: 'busy' }));
    server = await buildTestServer({ chains: devnetChainConfigs([upstream.url, upstream.url]) });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it('is read from the chain once, not once per waiting request', async () => {
    const chain = chainClientsFor(server.deps.chains).find('eip155:31337')!;
    const multicall = chain.client.multicall.bind(chain.client);
    let reads = 0;
    chain.client.multicall = ((...args: Parameters<typeof multicall>) => {
      reads++;
      return multicall(...args);
    }) as typeof multicall;
    try {
      const address = `0x${randomBytes(20).toString('hex')}`;
      const url = `/v1/account/${address}/balance?projectId=${DEMO_PROJECT_ID}&chainId=eip155:31337`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => server.app.inject({ url, remoteAddress: `198.51.100.${index}` })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(503));
      expect(reads).toBe(1);
    } finally {
      chain.client.multicall = multicall;
    }
  });
});

describe('rate limits in Redis, under a flood', () => {
  const prefix = `airlock-test:${randomBytes(6).toString('hex')}:`;
  const projectId = randomBytes(16).toString('hex');
  let servers: AirlockServer[] = [];
  let redis: Redis;
  let monitor: Redis;
  /** Every command a client sent Redis that names one of this test's keys. */
  const commands: string[][] = [];

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    monitor = await redis.monitor();
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      // Commands a script runs are shown too, from source "lua": only what a server sent counts.
      if (source !== 'lua' && args.some((arg) => arg.startsWith(prefix))) commands.push(args);
    });
    const config = { redisUrl: REDIS_URL, redisKeyPrefix: prefix, rateLimitPerMinute: 10, ipRateLimitPerMinute: 1_000 };
    servers = await Promise.all([buildTestServer({ config }), buildTestServer({ config })]);
    // Each server has its own database; the same project id exists in both, as with one shared database.
    for (const server of servers) await server.deps.projects.create({ id: projectId, name: 'Shared' });
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    monitor?.disconnect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis?.disconnect();
  });

  const configRequest = (server: AirlockServer, remoteAddress: string) =>
    server.app.inject({ url: `/v1/project/config?projectId=${projectId}`, remoteAddress });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('lets exactly the budget through two servers hit in parallel', async () => {
    const [first, second] = servers as [AirlockServer, AirlockServer];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => configRequest(index % 2 ? first : second, '192.0.2.77')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    // Refused in memory or by Redis, the answer is the same: Retry-After within the window.
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
  });

  it('refuses an address over its budget without asking Redis again until its window ends', async () => {
    const [first, second] = servers as [AirlockServer, AirlockServer];
    const address = '192.0.2.78';
    for (let i = 0; i < 10; i++) expect((await configRequest(i % 2 ? first : second, address)).statusCode).toBe(200);
    // Each server learns from Redis that the budget is spent.
    for (const server of servers) expect((await configRequest(server, address)).statusCode).toBe(429);
    await settle();
    const before = commands.length;
    for (let i = 0; i < 100; i++) expect((await configRequest(i % 2 ? first : second, address)).statusCode).toBe(429);
    await settle();
    const projectKey = `${prefix}rate-limit:project:${projectId}|${address}`;
    expect(commands.slice(before).filter((args) => args.includes(projectKey))).toEqual([]);
    // The IP budget (not spent) is still counted in Redis, by the script's SHA rather than its text.
    const ipHits = commands.slice(before).filter((args) => args.includes(`${prefix}rate-limit:ip:${address}`));
    expect(ipHits).toHaveLength(100);
    expect(ipHits.every((args) => args[0]?.toLowerCase() === 'evalsha')).toBe(true);
  });
});
