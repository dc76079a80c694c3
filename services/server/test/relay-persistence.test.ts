import { afterEach, describe, expect, it } from 'vitest';
import { buildServer, type AirlockServer } from '../src/app/build-server';
import { loadServerConfig } from '../src/config/server-config';
import type { OpenDatabase } from '../src/storage/database';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';
import { TEST_ADMIN_TOKEN } from './support/test-server';
import { listenRelay, newIdentity, randomTopic, RelayTestClient } from './relay-test-client';

describe.each(STORAGE_KINDS)('relay mailboxes on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function startRelay(database: OpenDatabase): Promise<{ server: AirlockServer; url: string }> {
    const config = { ...loadServerConfig({}), port: 0, logLevel: 'silent', adminToken: TEST_ADMIN_TOKEN };
    const server = await buildServer(config, { database, logger: false });
    return { server, url: await listenRelay(server) };
  }

  it('survive a relay restart: a subscriber of the new process gets what was published to the old one', async () => {
    const database = await openTestDatabase(kind);
    cleanups.push(() => database.close());
    const topic = randomTopic();

    const first = await startRelay(database);
    const publisher = await RelayTestClient.connect(first.url);
    await publisher.result('irn_publish', { topic, message: 'before restart', ttl: 300, tag: 1108 });
    await publisher.close();
    await first.server.close();

    const second = await startRelay(database);
    cleanups.push(() => second.server.close());
    const subscriber = await RelayTestClient.connect(second.url, { identity: newIdentity() });
    cleanups.push(() => subscriber.close());
    await subscriber.result('irn_batchSubscribe', { topics: [topic] });
    const delivery = await subscriber.waitFor(() => subscriber.deliveries[0]);
    expect(delivery.params?.data).toMatchObject({ topic, message: 'before restart', tag: 1108, attestation: '' });
  });

  it('drop expired messages: they are neither delivered nor fetched, and the sweep deletes them', async () => {
    const database = await openTestDatabase(kind);
    cleanups.push(() => database.close());
    const relay = await startRelay(database);
    cleanups.push(() => relay.server.close());
    const topic = randomTopic();
    const now = Date.now();
    const mailbox = relay.server.app.relay.mailbox;
    await mailbox.store({
      id: 'e'.repeat(64),
      topic,
      message: 'expired',
      tag: 1,
      publishedAt: now - 20_000,
      expiresAt: now - 10_000,
      publisher: 'did:key:zOld',
      address: '127.0.0.1',
      bytes: 7,
    });
    await mailbox.store({
      id: 'f'.repeat(64),
      topic,
      message: 'fresh',
      tag: 1,
      publishedAt: now,
      expiresAt: now + 60_000,
      publisher: 'did:key:zOld',
      address: '127.0.0.1',
      bytes: 7,
    });
    expect((await mailbox.list([topic], { maxMessages: 10, maxBytes: 1024 })).messages.map((message) => message.message)).toEqual([
      'fresh',
    ]);
    await mailbox.deleteExpired();
    const rows = await relay.server.deps.database.db.query.relayMessages?.findMany();
    expect(rows?.map((row) => row.message)).toEqual(['fresh']);
  });
});
