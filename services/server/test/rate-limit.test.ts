import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { buildTestServer } from './support/test-server';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function configRequest(server: AirlockServer, projectId: string, remoteAddress = '203.0.113.7') {
  return server.app.inject({ url: `/v1/project/config?projectId=${projectId}`, remoteAddress });
}

function expectRateLimited(response: Awaited<ReturnType<typeof configRequest>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: 'RATE_LIMITED', message: 'Rate Limited', statusCode: 429 });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
}

describe('rate limits in memory', () => {
  let server: AirlockServer;
  let otherProjectId: string;
  beforeAll(async () => {
    server = await buildTestServer({ config: { rateLimitPerMinute: 3 } });
    otherProjectId = (await server.deps.projects.create({ name: 'Other' })).id;
  });
  afterAll(() => server?.close());

  it('allows the budget per project and IP, then answers 429 Rate Limited with Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await configRequest(server, DEMO_PROJECT_ID);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    expectRateLimited(await configRequest(server, DEMO_PROJECT_ID));
  });

  it('counts another IP and another project separately', async () => {
    expect((await configRequest(server, DEMO_PROJECT_ID, '198.51.100.1')).statusCode).toBe(200);
    expect((await configRequest(server, otherProjectId)).statusCode).toBe(200);
  });

  it('counts a projectId given in the JSON body', async () => {
    const post = () =>
      server.app.inject({
        method: 'POST',
        url: '/e',
        remoteAddress: '192.0.2.50',
        payload: {
          projectId: otherProjectId,
          events: [{ eventId: randomBytes(8).toString('hex'), url: '', domain: '', timestamp: 1, props: { type: 'track', event: 'X' } }],
        },
      });
    for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(202);
    expect((await post()).statusCode).toBe(429);
    // The same IP on another project still has its own budget.
    expect((await configRequest(server, DEMO_PROJECT_ID, '192.0.2.50')).statusCode).toBe(200);
  });

  it('puts unknown project ids in one shared budget per IP', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 3; i++) expect((await configRequest(server, randomBytes(16).toString('hex'), ip)).statusCode).toBe(401);
    expect((await configRequest(server, randomBytes(16).toString('hex'), ip)).statusCode).toBe(429);
  });

  it('never limits /health', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await server.app.inject({ url: '/health', remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('limits each client behind a trusted proxy by its forwarded address, and ignores the header otherwise', async () => {
    const behindProxy = await buildTestServer({ config: { rateLimitPerMinute: 1, trustProxy: ['127.0.0.1'] } });
    const viaProxy = (client: string) =>
      behindProxy.app.inject({
        url: `/v1/project/config?projectId=${DEMO_PROJECT_ID}`,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    try {
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(200);
      expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
      // Not from the trusted proxy: the header is a client's claim and does not get a fresh budget.
      const spoofed = (client: string) =>
        behindProxy.app.inject({
          url: `/v1/project/config?projectId=${DEMO_PROJECT_ID}`,
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': client },
        });
      expect((await spoofed('198.51.100.3')).statusCode).toBe(200);
      expect((await spoofed('198.51.100.4')).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('is off when the rate is 0', async () => {
    const unlimited = await buildTestServer({ config: { rateLimitPerMinute: 0 } });
    try {
      for (let i = 0; i < 5; i++) expect((await configRequest(unlimited, DEMO_PROJECT_ID)).statusCode).toBe(200);
    } finally {
      await unlimited.close();
    }
  });
});

describe('rate limits in Redis', () => {
  const prefix = `airlock-test:${randomBytes(6).toString('hex')}:`;
  const projectId = randomBytes(16).toString('hex');
  let servers: AirlockServer[] = [];
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    const config = { redisUrl: REDIS_URL, rateLimitPerMinute: 4, redisKeyPrefix: prefix };
    servers = await Promise.all([buildTestServer({ config }), buildTestServer({ config })]);
    // Each server has its own database; the same project id exists in both, as with one shared database.
    for (const server of servers) await server.deps.projects.create({ id: projectId, name: 'Shared' });
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('shares one budget between two servers on the same REDIS_URL', async () => {
    const [first, second] = servers as [AirlockServer, AirlockServer];
    expect((await first.app.inject({ url: '/health' })).json().redis).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await configRequest(i % 2 === 0 ? first : second, projectId)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expectRateLimited(await configRequest(first, projectId));
    expectRateLimited(await configRequest(second, projectId));
    expect((await redis.keys(`${prefix}*`)).sort()).toEqual([
      `${prefix}rate-limit:ip:203.0.113.7`,
      `${prefix}rate-limit:project:${projectId}|203.0.113.7`,
    ]);
    // Another IP has its own budget on both.
    expect((await configRequest(second, projectId, '198.51.100.2')).statusCode).toBe(200);
  });
});
