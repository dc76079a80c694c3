import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { Redis } from 'ioredis';
import { DEMO_PROJECT_ID } from '../../src/projects/project-id';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { spawnServerOnFreshData, type ServerProcess } from '../support/server-process';

const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3';

/** A request that must answer within `withinMs`, whatever the server is going through. */
async function timed(url: string, init: RequestInit = {}, withinMs = 3_000) {
  const startedAt = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(withinMs) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, ms: performance.now() - startedAt };
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Redis outage', () => {
  const prefix = `airlock-fault:${randomBytes(6).toString('hex')}:`;
  let devnet: Devnet;
  let proxy: FaultProxy;
  let server: ServerProcess;
  let redis: Redis;

  beforeAll(async () => {
    devnet = await startDevnet();
    proxy = await startFaultProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    redis = new Redis(REDIS.toString());
    server = await spawnServerOnFreshData({
      rpcUrls: devnet.chains.map((chain) => chain.rpcUrl),
      env: {
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        AIRLOCK_REDIS_KEY_PREFIX: prefix,
        AIRLOCK_RATE_LIMIT_PER_MINUTE: '40',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await devnet?.stop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const routes = () => ({
    balance: `${server.url}/v1/account/${ACCOUNT}/balance?projectId=${DEMO_PROJECT_ID}&chainId=eip155:31337&currency=usd`,
    identity: `${server.url}/v1/identity/${ACCOUNT}?projectId=${DEMO_PROJECT_ID}&chainId=eip155:31337`,
    config: `${server.url}/v1/project/config?projectId=${DEMO_PROJECT_ID}`,
  });
  const price = () =>
    timed(`${server.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: DEMO_PROJECT_ID, currency: 'usd', addresses: [USDC] }),
    });

  it('answers every cached route promptly from local state while Redis is away, keeps limiting, and goes back to Redis', async () => {
    for (const url of Object.values(routes())) expect((await timed(url)).status).toBe(200);
    expect((await price()).status).toBe(200);
    await waitFor(async () => (await redis.keys(`${prefix}cache:*`)).length > 0, 'cache entries in Redis');

    proxy.cut();
    for (const url of Object.values(routes())) {
      const answer = await timed(url);
      expect(answer.status, `${url} during the outage`).toBe(200);
      expect(answer.ms).toBeLessThan(2_000);
    }
    expect((await price()).status).toBe(200);
    await waitFor(() => /Redis unavailable/.test(server.output()), 'the outage warning in the log');

    // Rate limits still hold, counted in the process: the budget of 40 a minute runs out.
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await timed(routes().identity)).status);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);

    const keysBefore = (await redis.keys(`${prefix}*`)).length;
    proxy.restore();
    // Back on Redis: new cache entries and counters land there again.
    await waitFor(async () => {
      await timed(`${routes().identity.replace(ACCOUNT, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')}`).catch(() => undefined);
      return (await redis.keys(`${prefix}*`)).length > keysBefore;
    }, 'writes to Redis after it is back');
    await waitFor(() => /Redis is back/.test(server.output()), 'the recovery line in the log');
    expect(server.alive).toBe(true);
    expect(server.output()).not.toMatch(/"statusCode":500|request failed/);
  });
});

describe('Redis down from the start', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    const closed = await startFaultProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    const port = closed.port;
    await closed.close();
    server = await spawnServerOnFreshData({
      env: {
        REDIS_URL: `redis://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('starts, says so, and answers without waiting on Redis', async () => {
    expect(server.output()).toMatch(/Redis is not reachable/);
    const identity = await timed(`${server.url}/v1/identity/${ACCOUNT}?projectId=${DEMO_PROJECT_ID}`);
    expect(identity.status).toBe(200);
    expect(identity.ms).toBeLessThan(2_000);
    expect(server.alive).toBe(true);
  });
});
