import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/storage/database';
import { databaseFailureReason, isDatabaseUnavailable } from '../src/storage/database-unavailable';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { createPostgresDatabase, databaseUrlThrough, POSTGRES_ADMIN_URL, type TestPostgresDatabase } from './support/test-databases';

const SLOW = 60_000;
const POSTGRES = new URL(POSTGRES_ADMIN_URL);
const skip = process.env.AIRLOCK_SKIP_POSTGRES === '1';

interface StallingProxy {
  port: number;
  /** The database stops answering, as behind a network partition: nothing is forwarded, nothing is closed. */
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

/** A TCP proxy to PostgreSQL that can go silent, which the fault proxy (it closes connections) cannot. */
async function startStallingProxy(): Promise<StallingProxy> {
  const sockets = new Set<Socket>();
  let stalled = false;
  const server = createServer((client) => {
    const upstream = connect(Number(POSTGRES.port || 5432), POSTGRES.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
    }
    const forward = (from: Socket, to: Socket) => from.on('data', (chunk) => (stalled ? undefined : to.write(chunk)));
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stall: () => (stalled = true),
    resume: () => (stalled = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function admin(statement: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

const terminateConnectionsTo = (name: string) =>
  admin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);

async function failureOf(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const startedAt = performance.now();
  const error = await work.then(
    () => new Error('expected the query to fail'),
    (failure: unknown) => failure,
  );
  return { error, ms: performance.now() - startedAt };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skip)('PostgreSQL pool through connection failures', () => {
  let created: TestPostgresDatabase;
  const warnings: string[] = [];
  const log = { warn: (details: object, message: string) => warnings.push(`${message} ${JSON.stringify(details)}`) };
  let faults: FaultProxy;
  let stalling: StallingProxy;
  let database: OpenDatabase;
  let silent: OpenDatabase;

  beforeAll(async () => {
    created = await createPostgresDatabase('airlock_pool');
    faults = await startFaultProxy({ host: POSTGRES.hostname, port: Number(POSTGRES.port || 5432) });
    stalling = await startStallingProxy();
    database = await openDatabase({ databaseUrl: databaseUrlThrough(created.url, faults.port), log });
    silent = await openDatabase({ databaseUrl: databaseUrlThrough(created.url, stalling.port), log });
  }, SLOW);
  afterAll(async () => {
    try {
      // The proxies first: closing them ends every connection, so the pools close at once.
      await faults?.close();
      await stalling?.close();
      await database?.close();
      await silent?.close();
    } finally {
      await created?.drop();
    }
  });

  it('logs an idle connection the database ended, and opens a new one for the next query', async () => {
    await database.db.execute(sql`select 1`);
    warnings.length = 0;
    await terminateConnectionsTo(created.name);
    await pause(500);
    expect(warnings.join('\n')).toContain('terminating connection due to administrator command');
    await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
  });

  it('survives a connection lost in the middle of a transaction, which fails as unavailable', async () => {
    const { error } = await failureOf(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        faults.cut();
        await pause(300);
        await tx.execute(sql`select 2`);
      }),
    );
    faults.restore();
    expect(isDatabaseUnavailable(error)).toBe(true);
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('fails at once, as unavailable, while connections are refused, and serves again when they are not', async () => {
    faults.cut();
    for (let i = 0; i < 3; i++) {
      const { error, ms } = await failureOf(database.db.execute(sql`select 1`));
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(databaseFailureReason(error)).toBe('Connection terminated unexpectedly');
      expect(ms).toBeLessThan(2_000);
    }
    faults.restore();
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it(
    'gives up on a database that stops answering, as unavailable, and serves again when it answers',
    async () => {
      await silent.db.execute(sql`select 1`);
      stalling.stall();
      // A query on an open connection waits for the query timeout (10 s); then a new connection, the connect timeout (3 s).
      const unanswered = await failureOf(silent.db.execute(sql`select 1`));
      expect(isDatabaseUnavailable(unanswered.error), String(unanswered.error)).toBe(true);
      expect(databaseFailureReason(unanswered.error)).toBe('Query read timeout');
      expect(unanswered.ms).toBeLessThan(20_000);
      const unconnected = await failureOf(silent.db.execute(sql`select 1`));
      expect(isDatabaseUnavailable(unconnected.error), String(unconnected.error)).toBe(true);
      expect(databaseFailureReason(unconnected.error)).toBe('Connection terminated due to connection timeout');
      expect(unconnected.ms).toBeLessThan(10_000);
      stalling.resume();
      await expect(silent.db.execute(sql`select 1`)).resolves.toBeDefined();
    },
    SLOW,
  );

  it('does not take a wrong query for an outage', async () => {
    const { error } = await failureOf(database.db.execute(sql`select * from no_such_table`));
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(databaseFailureReason(error)).toBe('relation "no_such_table" does not exist');
  });
});
