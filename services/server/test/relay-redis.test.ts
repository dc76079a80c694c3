import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { buildTestServer } from './support/test-server';
import { listenRelay, newIdentity, randomTopic, RelayTestClient } from './relay-test-client';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('relay across two server processes sharing Redis', () => {
  const prefix = `airlock-test-relay-${randomBytes(6).toString('hex')}:`;
  const servers: AirlockServer[] = [];
  const urls: string[] = [];
  const clients: RelayTestClient[] = [];
  const redis = new Redis(REDIS_URL, { lazyConnect: true });

  async function connect(index: number, identity = newIdentity()): Promise<RelayTestClient> {
    const client = await RelayTestClient.connect(urls[index]!, { identity });
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    await redis.connect();
    for (let index = 0; index < 2; index++) {
      const server = await buildTestServer({ config: { redisUrl: REDIS_URL, redisKeyPrefix: prefix } });
      servers.push(server);
      urls.push(await listenRelay(server));
      await server.app.relay.fanout.ready;
    }
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all(servers.map((server) => server.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('delivers a message published on one process to a subscriber on the other, never to the publisher', async () => {
    const topic = randomTopic();
    const dapp = await connect(0);
    const wallet = await connect(1);
    // The publisher's own identity, subscribed on the other process, must not get its message back.
    const publisherElsewhere = await connect(1, dapp.identity);
    await wallet.result('irn_subscribe', { topic });
    await publisherElsewhere.result('irn_subscribe', { topic });
    await dapp.result('irn_publish', { topic, message: 'across processes', ttl: 60, tag: 1108 });
    const delivery = await wallet.waitFor(() => wallet.deliveries[0]);
    expect(delivery.params?.data).toMatchObject({ topic, message: 'across processes', tag: 1108, attestation: '' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(publisherElsewhere.deliveries).toHaveLength(0);
    expect(wallet.deliveries).toHaveLength(1);
  });

  it('keeps mailboxes in Redis: a message published on one process is delivered on subscribe and fetched on the other', async () => {
    const topic = randomTopic();
    const dapp = await connect(0);
    await dapp.result('wc_proposeSession', {
      pairingTopic: topic,
      sessionProposal: { topic, message: 'proposal', ttl: 300, tag: 1100 },
      ttl: 300,
    });
    expect(await redis.exists(`${prefix}relay:mailbox:${topic}`)).toBe(1);
    const wallet = await connect(1);
    await wallet.result('irn_subscribe', { topic });
    await wallet.waitFor(() => wallet.deliveries.find((delivery) => delivery.params?.data.message === 'proposal'));
    expect(await wallet.result('irn_fetchMessages', { topic })).toMatchObject({
      messages: [{ topic, message: 'proposal', tag: 1100 }],
      hasMore: false,
    });
    // The wallet's answer reaches the dApp, which wc_proposeSession subscribed to the pairing topic, on the first process.
    await wallet.result('irn_publish', { topic, message: 'response', ttl: 300, tag: 1101 });
    await dapp.waitFor(() => dapp.deliveries.find((delivery) => delivery.params?.data.message === 'response'));
  });

  it("counts a publisher's stored messages in Redis, shared by both processes", async () => {
    const identity = newIdentity();
    const [onFirst, onSecond] = [await connect(0, identity), await connect(1, identity)];
    await onFirst.result('irn_publish', { topic: randomTopic(), message: 'one', ttl: 60, tag: 1 });
    await onSecond.result('irn_publish', { topic: randomTopic(), message: 'two', ttl: 60, tag: 1 });
    expect(await servers[0]!.app.relay.mailbox.countByPublisher(identity.did)).toBe(2);
  });
});
