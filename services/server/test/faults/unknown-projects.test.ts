import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type AirlockServer } from '../../src/app/build-server';
import { loadServerConfig } from '../../src/config/server-config';
import type { Database, OpenDatabase } from '../../src/storage/database';
import { openTestDatabase } from '../support/test-databases';
import { TEST_ADMIN_TOKEN } from '../support/test-server';

/** The real database, with a count of the queries the server starts on it. */
function countingQueries(database: OpenDatabase): { database: OpenDatabase; count: () => number } {
  let queries = 0;
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || !['select', 'insert', 'update', 'delete', 'execute', 'transaction'].includes(String(property)))
        return value;
      return (...args: unknown[]) => {
        queries++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Database;
  return { database: { ...database, db }, count: () => queries };
}

describe('requests naming unknown project ids', () => {
  let real: OpenDatabase;
  let server: AirlockServer;
  let queries: () => number;
  beforeAll(async () => {
    real = await openTestDatabase('pglite');
    const counting = countingQueries(real);
    queries = counting.count;
    server = await buildServer(
      {
        ...loadServerConfig({}),
        adminToken: TEST_ADMIN_TOKEN,
        logLevel: 'silent',
        rateLimitPerMinute: 1_000_000,
        ipRateLimitPerMinute: 20,
      },
      { database: counting.database, logger: false },
    );
    // Start-up work (the demo project, jobs run at start) is not what is measured.
    await server.app.ready();
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  afterAll(async () => {
    await server?.close();
    await real?.close();
  });

  it('answers a flood of random ids without a database query each', async () => {
    const before = queries();
    for (let i = 0; i < 500; i++) {
      const response = await server.app.inject({
        url: `/v1/project/config?projectId=${randomBytes(16).toString('hex')}`,
        remoteAddress: `10.1.${i >> 8}.${i & 255}`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid Project ID');
    }
    // One listing of the known ids serves them all (two, if the 5 s directory expired mid-run).
    expect(queries() - before).toBeLessThanOrEqual(2);
  });

  it('turns an address away at its IP budget before reading its body or looking anything up', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++)
      await server.app.inject({ url: `/v1/project/config?projectId=${randomBytes(16).toString('hex')}`, remoteAddress: ip });
    const before = queries();
    const refused = await server.app.inject({
      method: 'POST',
      url: '/e',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: '{"projectId": "not json',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED', message: 'Rate Limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(queries()).toBe(before);
  });

  it('still sees a project created after the directory was read', async () => {
    const project = await server.deps.projects.create({ name: 'Late' });
    const response = await server.app.inject({ url: `/v1/project/config?projectId=${project.id}`, remoteAddress: '10.7.7.7' });
    expect(response.statusCode).toBe(200);
  });
});
