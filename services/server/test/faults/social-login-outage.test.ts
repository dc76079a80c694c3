import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../src/projects/project-id';
import { createFrameSigner } from '../embedded-frame-signer';
import { startFaultProxy } from '../support/fault-proxy';
import { freePort } from '../support/free-port';
import { startLocalOidcProvider, type LocalOidcProvider } from '../support/local-oidc-provider';
import { spawnServerProcess } from '../support/server-process';
import { createPostgresDatabase, databaseUrlThrough, POSTGRES_ADMIN_URL, type TestPostgresDatabase } from '../support/test-databases';

const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;
const ANSWER_WITHIN_MS = 5_000;

describe('social login while PostgreSQL is unreachable', () => {
  let database: TestPostgresDatabase;
  let provider: LocalOidcProvider;
  let framePort: number;

  beforeAll(async () => {
    framePort = await freePort();
    provider = await startLocalOidcProvider({ redirectUris: [`http://127.0.0.1:${framePort}/social/callback`] });
    database = await createPostgresDatabase('airlock_social_outage');
  });
  afterAll(async () => {
    await provider?.close();
    await database?.drop();
  });

  it('answers 503 to start and connect, keeps the attempt, and completes it once the database is back', async () => {
    const target = new URL(POSTGRES_ADMIN_URL);
    const proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const server = await spawnServerProcess({
      env: {
        DATABASE_URL: databaseUrlThrough(database.url, proxy.port),
        AIRLOCK_ADMIN_TOKEN: 'outage-test-admin-token-0123456789',
        AIRLOCK_DEMO: '1',
        AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'),
        AIRLOCK_FRAME_PORT: String(framePort),
        AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
        AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
        AIRLOCK_SOCIAL_GOOGLE_ISSUER: provider.issuer,
      },
    });
    try {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${server.url}${path}${Q}`, {
          method: 'POST',
          headers: { origin: `http://127.0.0.1:${framePort}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
        });
        return { status: response.status, json: (await response.json()) as Record<string, any> };
      };
      const signer = await createFrameSigner();
      const startBody = {
        provider: 'google',
        devicePublicKey: signer.publicJwk,
        redirectUri: `http://127.0.0.1:${framePort}/social/callback`,
        appOrigin: 'http://localhost:5173',
      };
      const started = await post('/v1/embedded/social/start', startBody);
      expect(started.status, JSON.stringify(started.json)).toBe(200);
      const callback = await provider.signIn(started.json.uri as string, 'mallory');
      const connectBody = {
        code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
        devicePublicKey: signer.publicJwk,
      };

      proxy.cut();
      for (const [path, body] of [
        ['/v1/embedded/social/connect', connectBody],
        ['/v1/embedded/social/start', startBody],
      ] as const) {
        const refused = await post(path, body);
        expect(refused.status).toBe(503);
        expect(refused.json).toMatchObject({ error: 'DATABASE_UNAVAILABLE' });
      }
      expect(server.alive).toBe(true);

      proxy.restore();
      let login: Awaited<ReturnType<typeof post>> | undefined;
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
        login = await post('/v1/embedded/social/connect', connectBody);
        if (login.status !== 503) break;
      }
      expect(login?.status, JSON.stringify(login?.json)).toBe(200);
      expect(login?.json).toMatchObject({ user: { userName: 'mallory', provider: 'google' } });
    } finally {
      await server.stop();
      await proxy.close();
    }
  }, 90_000);
});
