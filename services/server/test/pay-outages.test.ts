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
import { freePort } from './support/free-port';
import { buildTestServer, TEST_ADMIN_TOKEN } from './support/test-server';
import { devnetPayer, freshRecipient, payClient } from './pay-harness';

const POSTGRES = new URL(POSTGRES_ADMIN_URL);

describe('Pay when the chain node is down', () => {
  let server: AirlockServer;
  beforeAll(async () => {
    const port = await freePort();
    server = await buildTestServer({ chains: devnetChainConfigs([`http://127.0.0.1:${port}`, `http://127.0.0.1:${port}`]) });
  });
  afterAll(() => server?.close());

  it('answers 503 to a new payment, never 500', async () => {
    const response = await payClient(server).create({ recipient: freshRecipient(), amount: '5', token: 'USDC', chainId: 31337 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'RPC upstream unavailable' });
  });
});

describe.skipIf(process.env.AIRLOCK_SKIP_POSTGRES === '1')('Pay with PostgreSQL cut off', () => {
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

  it('answers 503 to every Pay route while the database is away, and pays once it is back', async () => {
    const pay = payClient(server);
    const recipient = freshRecipient();
    const body = { recipient, amount: '5', token: 'USDC', chainId: 31337 };
    const { id } = (await pay.create(body)).json();
    const hash = await devnetPayer(devnet, 3).usdc(recipient, '5');

    faults.cut();
    const during = await Promise.all([pay.create(body), pay.attach(id, hash), pay.receipt(id)]);
    expect(during.map((response) => response.statusCode)).toEqual([503, 503, 503]);

    faults.restore();
    expect((await pay.attach(id, hash)).json()).toMatchObject({ status: 'paid', transactionHash: hash });
  });
});
