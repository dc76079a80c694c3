import { randomBytes } from 'node:crypto';
import { DEVNET_ADDRESSES } from '@airlock/devnet';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AirlockServer, buildServer } from '../../src/app/build-server';
import { createServerLogger } from '../../src/app/server-logger';
import { loadServerConfig } from '../../src/config/server-config';
import { MasterKey } from '../../src/embedded/master-key';
import { openDatabase, type OpenDatabase } from '../../src/storage/database';
import { type FaultProxy, startFaultProxy } from '../support/fault-proxy';
import { createPostgresDatabase, databaseUrlThrough, STORAGE_KINDS, type TestPostgresDatabase } from '../support/test-databases';
import { TEST_ADMIN_TOKEN } from '../support/test-server';
import { recordCall, resolveCall } from './gateway-request';

const resolver = DEVNET_ADDRESSES.ensOffchainResolver;
const lookup = (name: string) => `/v1/profile/gateway/${resolver}/${resolveCall(name, recordCall.addr(name))}.json`;

describe.skipIf(!STORAGE_KINDS.includes('postgres'))('the names gateway while PostgreSQL is away', () => {
  let postgres: TestPostgresDatabase;
  let proxy: FaultProxy;
  let database: OpenDatabase;
  let server: AirlockServer;

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    const target = new URL(postgres.url);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openDatabase({ databaseUrl: databaseUrlThrough(postgres.url, proxy.port), log: createServerLogger('silent') });
    const config = { ...loadServerConfig({}), logLevel: 'silent', adminToken: TEST_ADMIN_TOKEN, masterKey: new MasterKey(randomBytes(32)) };
    server = await buildServer({ ...config, indexer: 'off', chains: [] }, { database, logger: false });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await proxy?.close();
    await postgres?.drop();
  });

  it('answers 503 for what it must read, and still hands out the answers it holds', async () => {
    await server.deps.names.register({
      label: 'alice',
      coinType: 60,
      address: privateKeyToAccount(generatePrivateKey()).address,
      attributes: {},
    });
    expect((await server.app.inject({ url: lookup('alice.airlock.id') })).statusCode).toBe(200);
    proxy.cut();
    const unknown = await server.app.inject({ url: lookup('nobody.airlock.id') });
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json()).toMatchObject({ error: 'DATABASE_UNAVAILABLE' });
    expect((await server.app.inject({ url: lookup('alice.airlock.id') })).statusCode).toBe(200);
    proxy.restore();
    expect((await server.app.inject({ url: lookup('nobody.airlock.id') })).statusCode).toBe(200);
  }, 60_000);
});
