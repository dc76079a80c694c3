import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { UpstreamCapacityError, UpstreamRejectedError } from '../src/relay/upstream/upstream-errors';
import { buildTestServer } from './support/test-server';
import { eventually, poolFactory, sleep } from './relay-upstream-harness';
import { listenRelay, randomTopic, RelayTestClient } from './relay-test-client';

let server: AirlockServer;
let relayUrl: string;
const pools = poolFactory();
const clients: RelayTestClient[] = [];

async function client(options: Parameters<typeof RelayTestClient.connect>[1] = {}): Promise<RelayTestClient> {
  const connected = await RelayTestClient.connect(relayUrl, options);
  clients.push(connected);
  return connected;
}

/** Drops every socket the upstream holds (ours reconnect; test clients are done with). */
/** Waits until the upstream has `count` subscribers of the topic. */
async function subscribedUpstream(topic: string, count = 1): Promise<void> {
  await eventually(() => server.app.relay.hub.subscriberCount(topic) === count);
}

function dropUpstreamSockets(): void {
  for (const socket of server.app.websocketServer.clients) socket.terminate();
}

beforeAll(async () => {
  server = await buildTestServer();
  relayUrl = await listenRelay(server);
});
afterEach(async () => {
  await pools.closeAll();
  await Promise.all(clients.splice(0).map((connected) => connected.close()));
});
afterAll(() => server.close());

describe('upstream relay pool: messages', () => {
  it('delivers a message published upstream on a retained topic, acks it, and it is not redelivered after a reconnect', async () => {
    const { pool, deliveries, resubscribed } = pools.make(relayUrl, {
      backoff: { initialMs: 20, maxMs: 50 },
      // Slower than the relay's ack grace, so the message is stored and only our ack keeps it from coming again.
      onMessage: async (delivery) => {
        await sleep(50);
        deliveries.push(delivery);
      },
    });
    const topic = randomTopic();
    pool.retain(topic);
    await pool.start();
    await subscribedUpstream(topic);
    const wallet = await client();
    expect(await wallet.result('irn_publish', { topic, message: 'from the wallet', ttl: 300, tag: 1108 })).toBe(true);
    await eventually(() => deliveries.length === 1);
    expect(deliveries[0]).toEqual({ topic, message: 'from the wallet', publishedAt: expect.any(Number), tag: 1108 });
    await sleep(300);

    // Once on the first connect, again on the reconnect.
    expect(resubscribed).toEqual([[topic]]);
    dropUpstreamSockets();
    await eventually(() => resubscribed.length === 2);
    expect(resubscribed[1]).toEqual([topic]);
    await sleep(300);
    expect(deliveries).toHaveLength(1);
  });

  it('redelivers a message whose onMessage rejected (no ack), on the next resubscribe, then not again', async () => {
    let calls = 0;
    const { pool, resubscribed } = pools.make(relayUrl, {
      backoff: { initialMs: 20, maxMs: 50 },
      onMessage: async () => {
        calls++;
        if (calls === 1) throw new Error('not stored yet');
      },
    });
    const topic = randomTopic();
    pool.retain(topic);
    await pool.start();
    await subscribedUpstream(topic);
    const wallet = await client();
    await wallet.result('irn_publish', { topic, message: 'try again', ttl: 300, tag: 1 });
    await eventually(() => calls === 1);
    await sleep(200);
    expect(calls).toBe(1);

    dropUpstreamSockets();
    await eventually(() => calls === 2);
    await eventually(() => resubscribed.length === 2);
    await sleep(300);
    dropUpstreamSockets();
    await eventually(() => resubscribed.length === 3);
    await sleep(300);
    expect(calls).toBe(2);
  });

  it('publishes upstream: a subscriber there receives it, the publish resolves on the answer, and it is not echoed to us', async () => {
    const { pool, deliveries } = pools.make(relayUrl);
    const topic = randomTopic();
    pool.retain(topic);
    await pool.start();
    const wallet = await client({ autoAck: true });
    await wallet.result('irn_subscribe', { topic });
    await subscribedUpstream(topic, 2);
    await pool.publish({ topic, message: 'from the page', ttl: 300, tag: 1108 });
    const delivery = await wallet.waitFor(() => wallet.deliveries[0]);
    expect(delivery.params?.data).toMatchObject({ topic, message: 'from the page', tag: 1108 });
    expect(pool.publishedRecently(topic, 'from the page')).toBe(true);
    expect(pool.publishedRecently(topic, 'something else')).toBe(false);
    expect(pool.publishedRecently(randomTopic(), 'from the page')).toBe(false);
    await sleep(300);
    expect(deliveries).toHaveLength(0);
  });

  it("rejects with the upstream's JSON-RPC error when it refuses a publish", async () => {
    const { pool } = pools.make(relayUrl);
    await pool.start();
    const refusal = pool.publish({ topic: randomTopic(), message: 'short lived', ttl: 1, tag: 1 });
    await expect(refusal).rejects.toBeInstanceOf(UpstreamRejectedError);
    await expect(refusal).rejects.toMatchObject({ rpcCode: -32602, message: expect.stringMatching(/ttl/i) });
  });

  it('counts retains: the last release unsubscribes upstream, and no more messages arrive', async () => {
    const { pool, deliveries } = pools.make(relayUrl);
    const topic = randomTopic();
    pool.retain(topic);
    pool.retain(topic);
    await pool.start();
    await subscribedUpstream(topic);
    const wallet = await client();
    pool.release(topic);
    expect(pool.status().topics).toBe(1);
    await wallet.result('irn_publish', { topic, message: 'one', ttl: 300, tag: 1 });
    await eventually(() => deliveries.length === 1);
    pool.release(topic);
    expect(pool.status().topics).toBe(0);
    await eventually(() => server.app.relay.hub.subscriberCount(topic) === 0);
    await wallet.result('irn_publish', { topic, message: 'two', ttl: 300, tag: 1 });
    await sleep(300);
    expect(deliveries.map((delivery) => delivery.message)).toEqual(['one']);
  });
});

describe('upstream relay pool: sockets', () => {
  it('opens a socket per maxTopicsPerSocket topics, delivers on each, and refuses past maxSockets; a release frees a slot', async () => {
    const { pool, deliveries } = pools.make(relayUrl, { maxTopicsPerSocket: 2, maxSockets: 3 });
    const topics = Array.from({ length: 5 }, randomTopic);
    for (const topic of topics) pool.retain(topic);
    await pool.start();
    await eventually(() => pool.status().connected === 3);
    expect(pool.status()).toEqual({ sockets: 3, connected: 3, topics: 5 });
    for (const topic of topics) await subscribedUpstream(topic);
    const wallet = await client();
    for (const topic of topics) await wallet.result('irn_publish', { topic, message: `to ${topic}`, ttl: 300, tag: 1 });
    await eventually(() => deliveries.length === 5);
    expect(new Set(deliveries.map((delivery) => delivery.topic))).toEqual(new Set(topics));

    pool.retain(randomTopic());
    expect(() => pool.retain(randomTopic())).toThrow(UpstreamCapacityError);
    expect(() => pool.retain(randomTopic())).toThrow(/at most 3 sockets of 2 topics/);
    pool.release(topics[0]!);
    const late = randomTopic();
    pool.retain(late);
    expect(pool.status()).toMatchObject({ sockets: 3, topics: 6 });
    await subscribedUpstream(late);
    await eventually(() => server.app.relay.hub.subscriberCount(topics[0]!) === 0);
    await wallet.result('irn_publish', { topic: late, message: 'late', ttl: 300, tag: 1 });
    await eventually(() => deliveries.some((delivery) => delivery.message === 'late'));
  });

  it('publishes on the socket that holds the topic, so the upstream does not echo it to another of our sockets', async () => {
    const { pool, deliveries } = pools.make(relayUrl, { maxTopicsPerSocket: 1 });
    const [first, second] = [randomTopic(), randomTopic()];
    pool.retain(first);
    pool.retain(second);
    await pool.start();
    await subscribedUpstream(first);
    await subscribedUpstream(second);
    expect(pool.status()).toMatchObject({ sockets: 2, connected: 2 });
    await pool.publish({ topic: second, message: 'held by the second socket', ttl: 300, tag: 1 });
    await pool.publish({ topic: first, message: 'held by the first socket', ttl: 300, tag: 1 });
    await sleep(300);
    expect(deliveries).toEqual([]);
  });
});
