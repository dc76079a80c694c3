import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_FEATURES } from '@airlock/protocol';
import { buildServer, type AirlockServer } from '../src/app/build-server';
import { loadServerConfig } from '../src/config/server-config';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { isOriginAllowed } from '../src/projects/origin-match';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';
import { buildTestServer, TEST_ADMIN_TOKEN } from './support/test-server';

describe.each(STORAGE_KINDS)('projects on %s', (storage) => {
  let server: AirlockServer;
  beforeAll(async () => {
    server = await buildTestServer({ storage });
  });
  afterAll(() => server?.close());

  it('creates the demo project on a fresh start when asked to (AIRLOCK_DEMO=1, as npm start does), allowing localhost', async () => {
    const demo = await server.deps.projects.get(DEMO_PROJECT_ID);
    expect(demo?.allowedOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(demo?.features).toEqual(DEFAULT_REMOTE_FEATURES);
    await server.deps.projects.ensureDemoProject();
    expect((await server.deps.projects.list()).filter((project) => project.id === DEMO_PROJECT_ID)).toHaveLength(1);
  });

  it('creates, lists, allows origins and sets features', async () => {
    const created = await server.deps.projects.create({ name: 'Shop' });
    expect(created.id).toMatch(/^[0-9a-f]{32}$/);
    expect(created.features.multiWallet).toBe(false);
    await server.deps.projects.allowOrigin(created.id, 'https://shop.example');
    const updated = await server.deps.projects.setFeatures(created.id, { swaps: false, multiWallet: true });
    expect(updated).toMatchObject({ allowedOrigins: ['https://shop.example'], features: { swaps: false, multiWallet: true, email: true } });
    expect((await server.deps.projects.list()).map((project) => project.name)).toContain('Shop');
    await expect(server.deps.projects.allowOrigin('f'.repeat(32), 'x')).rejects.toThrow('No project with id');
  });

  it('serves the project config to allowed origins only', async () => {
    const { app } = server;
    const ok = await app.inject({ url: `/v1/project/config?projectId=${DEMO_PROJECT_ID}`, headers: { origin: 'http://localhost:5173' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ projectId: DEMO_PROJECT_ID, name: 'Airlock Demo', features: { email: true } });

    const foreign = await app.inject({
      url: `/v1/project/config?projectId=${DEMO_PROJECT_ID}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 'ORIGIN_NOT_ALLOWED', message: 'Origin Not Allowed' });

    const missing = await app.inject({ url: '/v1/project/config' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Project ID Not Configured');

    for (const projectId of ['nope', 'b'.repeat(32)]) {
      const unknown = await app.inject({ url: `/v1/project/config?projectId=${projectId}` });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().message).toBe('Invalid Project ID');
    }
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await server.app.inject({ url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('NOT_FOUND');
  });
});

describe.each(STORAGE_KINDS)('a server started without AIRLOCK_DEMO=1 (%s)', (storage) => {
  const start = async (env: NodeJS.ProcessEnv) => {
    const database = await openTestDatabase(storage);
    const config = {
      ...loadServerConfig({ AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'), ...env }),
      port: 0,
      adminToken: TEST_ADMIN_TOKEN,
    };
    const server = await buildServer(config, { database, logger: false });
    return { server, close: async () => (await server.close(), await database.close()) };
  };

  it('has no demo project: nobody can have its codes mailed through a project it never made', async () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { AIRLOCK_DEMO: '0' }]) {
      const { server, close } = await start(env);
      try {
        expect(server.deps.config.demoProject).toBe(false);
        expect(await server.deps.projects.get(DEMO_PROJECT_ID)).toBeUndefined();
        const config = await server.app.inject({
          url: `/v1/project/config?projectId=${DEMO_PROJECT_ID}`,
          headers: { origin: 'http://localhost:5173' },
        });
        expect(config.statusCode).toBe(401);
        const start = await server.app.inject({
          method: 'POST',
          url: `/v1/embedded/email/start?projectId=${DEMO_PROJECT_ID}`,
          headers: { origin: 'http://localhost:8788', 'content-type': 'application/json' },
          payload: { email: 'victim@example.com' },
        });
        expect(start.statusCode).toBe(401);
      } finally {
        await close();
      }
    }
  }, 60_000);

  it('makes it with AIRLOCK_DEMO=1, and refuses a value it does not understand', async () => {
    const { server, close } = await start({ AIRLOCK_DEMO: '1' });
    try {
      expect((await server.deps.projects.get(DEMO_PROJECT_ID))?.name).toBe('Airlock Demo');
    } finally {
      await close();
    }
    expect(() => loadServerConfig({ AIRLOCK_DEMO: 'yes please' })).toThrow('AIRLOCK_DEMO');
  }, 30_000);
});

describe('origin patterns', () => {
  it.each([
    ['http://localhost:5173', ['http://localhost:*'], true],
    ['http://localhost', ['http://localhost:*'], true],
    ['https://localhost:5173', ['http://localhost:*'], false],
    ['https://app.example.com', ['https://*.example.com'], true],
    ['https://example.com', ['https://*.example.com'], false],
    ['https://shop.example', ['https://shop.example'], true],
    ['https://shop.example:8443', ['https://shop.example'], false],
    ['https://anything.test', ['*'], true],
    ['not a url', ['*'], false],
  ])('%s against %j → %s', (origin, patterns, allowed) => {
    expect(isOriginAllowed(origin, patterns)).toBe(allowed);
  });
});
