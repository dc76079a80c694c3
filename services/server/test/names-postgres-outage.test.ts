import { randomBytes } from 'node:crypto';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { buildServer } from '../src/app/build-server';
import { loadServerConfig } from '../src/config/server-config';
import { MasterKey } from '../src/embedded/master-key';
import { openDatabase } from '../src/storage/database';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { createPostgresDatabase, databaseUrlThrough, POSTGRES_ADMIN_URL, type TestPostgresDatabase } from './support/test-databases';
import { TEST_ADMIN_TOKEN } from './support/test-server';
import { freshAccount, namesClient, uniqueLabel } from './names-harness';

const POSTGRES = new URL(POSTGRES_ADMIN_URL);

describe.skipIf(process.env.AIRLOCK_SKIP_POSTGRES === '1')('names with PostgreSQL cut off', () => {
  let devnet: Devnet;
  let created: TestPostgresDatabase;
  let faults: FaultProxy;
  let server: AirlockServer;
  beforeAll(async () => {
    devnet = await startDevnet();
    created = await createPostgresDatabase();
    faults = await startFaultProxy({ host: POSTGRES.hostname, port: Number(POSTGRES.port || 5432) });
    const database = await openDatabase({ databaseUrl: databaseUrlThrough(created.url, faults.port), log: { warn: () => undefined } });
    const config = {
      ...loadServerConfig({}),
      demoProject: true,
      adminToken: TEST_ADMIN_TOKEN,
      masterKey: new MasterKey(randomBytes(32)),
      indexer: 'off' as const,
      chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
    };
    const built = await buildServer(config, { database, logger: false });
    server = { ...built, close: async () => (await built.close(), await database.close()) };
  });
  afterAll(async () => {
    await server?.close();
    await faults?.close();
    await created?.drop();
    await devnet?.stop();
  });

  it('answers 503 while the database is away, never 500, serves cached identities, and registers again once it is back', async () => {
    const names = namesClient(server);
    const account = freshAccount();
    const name = `${uniqueLabel('cut')}.airlock.id`;
    expect((await names.register(account, name)).statusCode).toBe(201);
    expect((await names.get(`/v1/identity/${account.address}?chainId=eip155:31337`)).json()).toMatchObject({ name });

    faults.cut();
    const during = await Promise.all([
      names.register(freshAccount(), `${uniqueLabel('cut')}.airlock.id`),
      names.get(`/v1/profile/account/${name}`),
      names.get(`/v1/profile/reverse/${account.address}`),
      names.get('/v1/profile/suggestions/someone'),
    ]);
    expect(during.map((response) => response.statusCode)).toEqual([503, 503, 503, 503]);
    expect((await names.get(`/v1/identity/${account.address}?chainId=eip155:31337`)).json()).toMatchObject({ name });

    faults.restore();
    const again = await names.register(freshAccount(), `${uniqueLabel('back')}.airlock.id`);
    expect(again.statusCode).toBe(201);
  });
});
