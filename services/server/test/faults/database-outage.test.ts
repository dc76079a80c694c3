import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO_PROJECT_ID } from '../../src/projects/project-id';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { spawnServerProcess, type ServerProcess, type TestChainsFile, writeTestChainsFile } from '../support/server-process';
import { createPostgresDatabase, databaseUrlThrough, POSTGRES_ADMIN_URL, type TestPostgresDatabase } from '../support/test-databases';

const SLOW = 120_000;
/** Longest any answer may take during the outage: the pool gives up connecting after 3 s. */
const ANSWER_WITHIN_MS = 5_000;
const UNAVAILABLE = { error: 'DATABASE_UNAVAILABLE', message: 'Database unavailable: try again shortly', statusCode: 503 };

/** A query on its own connection, never through the server or the proxy. */
async function query<Row extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The devnet's chains (their nodes not needed here): the history and NFT routes name one. */
let chainsFile: TestChainsFile | undefined;

function serverEnv(url: string): NodeJS.ProcessEnv {
  return {
    AIRLOCK_CHAINS_FILE: chainsFile?.path,
    DATABASE_URL: url,
    AIRLOCK_ADMIN_TOKEN: 'outage-test-admin-token-0123456789',
    AIRLOCK_DEMO: '1',
    AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'),
  };
}

/** A request that must be answered within ANSWER_WITHIN_MS, whatever the database is doing. */
async function request(server: ServerProcess, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

const projectConfig = (server: ServerProcess) => request(server, `/v1/project/config?projectId=${DEMO_PROJECT_ID}`);

/** One analytics event for the demo project; resolves with its id and the answer. */
async function sendEvent(server: ServerProcess) {
  const eventId = randomUUID();
  const event = {
    eventId,
    url: 'http://localhost:3000/',
    domain: 'localhost',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN' },
  };
  const answer = await request(server, `/e?projectId=${DEMO_PROJECT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events: [event] }),
  });
  return { eventId, ...answer };
}

const acknowledged = (status: number) => status >= 200 && status < 300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL outage', () => {
  let database: TestPostgresDatabase;
  let server: ServerProcess | undefined;
  let proxy: FaultProxy | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase('airlock_outage');
    chainsFile = await writeTestChainsFile();
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await proxy?.close();
    proxy = undefined;
  });
  afterAll(async () => {
    await database?.drop();
    await chainsFile?.remove();
  });

  it(
    'survives its connections being terminated by the database, logs it, and serves again',
    async () => {
      server = await spawnServerProcess({ env: serverEnv(database.url) });
      expect((await projectConfig(server)).status).toBe(200);

      const terminated = await query<{ ended: boolean }>(
        POSTGRES_ADMIN_URL,
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database.name],
      );
      expect(terminated.some((row) => row.ended)).toBe(true);
      await pause(1_500);

      expect(server.alive, `the server exited:\n${server.output()}`).toBe(true);
      expect(server.output()).toContain('terminating connection due to administrator command');
      const written = await sendEvent(server);
      expect(written.status).toBe(202);
      expect(await query(database.url, 'select 1 from analytics_events where event_id = $1', [written.eventId])).toHaveLength(1);
      expect((await projectConfig(server)).status).toBe(200);
    },
    SLOW,
  );

  it(
    'answers 503 while the database is unreachable, keeps serving what it can, and keeps every acknowledged write',
    async () => {
      const target = new URL(POSTGRES_ADMIN_URL);
      proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
      server = await spawnServerProcess({ env: serverEnv(databaseUrlThrough(database.url, proxy.port)) });
      const acked: string[] = [];
      const send = async () => {
        const sent = await sendEvent(server!);
        if (acknowledged(sent.status)) acked.push(sent.eventId);
        return sent;
      };
      for (let i = 0; i < 5; i++) expect((await send()).status).toBe(202);
      expect((await projectConfig(server)).status).toBe(200);

      proxy.cut();
      // Long enough for the project lookup copy (5 s) to go stale, so it is asked for again.
      const outageEnds = Date.now() + 6_000;
      while (Date.now() < outageEnds) {
        const refused = await send();
        expect(refused.status).toBe(503);
        expect(refused.body).toEqual(UNAVAILABLE);
        expect(refused.headers.get('retry-after')).toBe('5');
        const config = await projectConfig(server);
        expect(config.status).toBe(200);
        expect(config.body).toMatchObject({ projectId: DEMO_PROJECT_ID });
        expect((await request(server, '/health')).status).toBe(200);
        await pause(500);
      }
      expect(server.alive).toBe(true);
      expect(server.output()).toContain('PostgreSQL connection lost');

      proxy.restore();
      let resumed = false;
      for (const deadline = Date.now() + 15_000; !resumed && Date.now() < deadline; await pause(200)) {
        resumed = acknowledged((await send()).status);
      }
      expect(resumed).toBe(true);
      for (let i = 0; i < 5; i++) expect((await send()).status).toBe(202);
      expect(server.alive).toBe(true);

      const stored = await query<{ event_id: string }>(database.url, 'select event_id from analytics_events where project_id = $1', [
        DEMO_PROJECT_ID,
      ]);
      expect(stored.map((row) => row.event_id)).toEqual(expect.arrayContaining(acked));
      expect(acked.length).toBeGreaterThanOrEqual(11);
    },
    SLOW,
  );

  it(
    'answers the embedded wallet routes with 503 (not 500 or silence) and the wallet list from its copy while the database is unreachable',
    async () => {
      const target = new URL(POSTGRES_ADMIN_URL);
      proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
      server = await spawnServerProcess({ env: serverEnv(databaseUrlThrough(database.url, proxy.port)) });
      const post = (path: string, body: unknown) =>
        request(server!, `${path}?projectId=${DEMO_PROJECT_ID}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('/v1/embedded/email/start', { email: 'outage@example.com' })).status).toBe(200);
      expect((await request(server, `/v1/wallets?projectId=${DEMO_PROJECT_ID}`)).status).toBe(200);

      proxy.cut();
      const answers = [
        await post('/v1/embedded/email/start', { email: 'another@example.com' }),
        await post('/v1/embedded/email/verify', {
          email: 'outage@example.com',
          otp: '123456',
          devicePublicKey: {
            kty: 'EC',
            crv: 'P-256',
            x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
            y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
          },
        }),
        // The device approval link's page, shown and pressed (VERIFY_DEVICE).
        await request(server, `/v1/embedded/device/approve?token=${'a'.repeat(43)}`),
        await request(server, '/v1/embedded/device/approve', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `token=${'a'.repeat(43)}`,
        }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual(UNAVAILABLE);
      }
      // The wallet list keeps answering from the server's last copy of the project's changes.
      const wallets = await request(server, `/v1/wallets?projectId=${DEMO_PROJECT_ID}`);
      expect(wallets.status).toBe(200);
      expect(wallets.body).toMatchObject({ count: expect.any(Number) });
      expect(server.alive).toBe(true);
      proxy.restore();
    },
    SLOW,
  );
  it(
    "answers an account's history and NFTs with 503 while the database is unreachable, and its prepared statements serve again after",
    async () => {
      const target = new URL(POSTGRES_ADMIN_URL);
      proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
      server = await spawnServerProcess({ env: serverEnv(databaseUrlThrough(database.url, proxy.port)) });
      const account = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
      const history = () => request(server!, `/v1/account/${account}/history?projectId=${DEMO_PROJECT_ID}&chainId=eip155:31337`);
      const nfts = () => request(server!, `/v1/account/${account}/nfts?projectId=${DEMO_PROJECT_ID}&chainId=eip155:31337`);
      expect((await history()).status).toBe(200);

      proxy.cut();
      for (const answer of [await history(), await nfts()]) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual(UNAVAILABLE);
      }
      expect(server.alive).toBe(true);

      proxy.restore();
      let served = false;
      for (const deadline = Date.now() + 15_000; !served && Date.now() < deadline; await pause(200))
        served = (await history()).status === 200;
      expect(served).toBe(true);
      expect((await history()).body).toMatchObject({ data: [], next: null });
    },
    SLOW,
  );
});
