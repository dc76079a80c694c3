import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { randomTopic, RelayTestClient } from './relay-test-client';
import { RELAY_STORAGES, startTestRelay, type TestRelay } from './relay-storages';

const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(RELAY_STORAGES)('relay receipts on %s', (storage) => {
  let relay: TestRelay | undefined;
  const clients: RelayTestClient[] = [];
  async function connect(options: Parameters<typeof RelayTestClient.connect>[1] = {}): Promise<RelayTestClient> {
    const client = await RelayTestClient.connect(relay!.url, options);
    clients.push(client);
    return client;
  }
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await relay?.close();
  });

  it('does not redeliver a message to a client that acked it, after it reconnects; a peer not yet subscribed still gets it', async () => {
    relay = await startTestRelay(storage);
    const publisher = await connect();
    const topic = randomTopic();
    await publisher.result('irn_publish', { topic, message: 'once', ttl: 300, tag: 1108 });
    const wallet = await connect({ autoAck: true });
    await wallet.result('irn_subscribe', { topic });
    await wallet.waitFor(() => (wallet.acked.length === 1 ? true : undefined));
    await settle();
    await wallet.close();

    const again = await connect({ identity: wallet.identity, autoAck: true });
    await again.result('irn_batchSubscribe', { topics: [topic] });
    await settle(300);
    expect(again.deliveries).toHaveLength(0);
    expect(await again.result('irn_fetchMessages', { topic })).toEqual({ messages: [], hasMore: false });

    const peer = await connect({ autoAck: true });
    await peer.result('irn_subscribe', { topic });
    await peer.waitFor(() => peer.deliveries.find((delivery) => delivery.params?.data.message === 'once'));
  });

  it('a live delivery acked later than the ack grace is not delivered again on reconnect either', async () => {
    relay = await startTestRelay(storage);
    const publisher = await connect();
    const topic = randomTopic();
    const wallet = await connect({ ackDelayMs: 60 });
    await wallet.result('irn_subscribe', { topic });
    await publisher.result('irn_publish', { topic, message: 'late ack', ttl: 300, tag: 1108 });
    await wallet.waitFor(() => (wallet.acked.length === 1 ? true : undefined));
    await settle();
    await wallet.close();
    const again = await connect({ identity: wallet.identity, autoAck: true });
    await again.result('irn_subscribe', { topic });
    await settle(300);
    expect(again.deliveries).toHaveLength(0);
  });

  it('acked messages do not count against the mailbox limit: a publisher whose messages are all acked is never refused', async () => {
    relay = await startTestRelay(storage, { relayMessagesPerClient: 10 });
    const publisher = await connect();
    const topic = randomTopic();
    // Acks after the grace, so every message is stored before it is acked.
    const wallet = await connect({ ackDelayMs: 30 });
    await wallet.result('irn_subscribe', { topic });
    for (let sent = 0; sent < 40; sent++) {
      const response = await publisher.call('irn_publish', { topic, message: `m${sent}`, ttl: 300, tag: 1108 });
      expect(response.error, `publish ${sent}`).toBeUndefined();
      await wallet.waitFor(() => (wallet.acked.length === sent + 1 ? true : undefined));
      await settle(20);
    }
    // Unacked messages still count.
    await wallet.close();
    for (let sent = 0; sent < 10; sent++)
      expect(await publisher.result('irn_publish', { topic, message: `unread ${sent}`, ttl: 300, tag: 1108 })).toBe(true);
    expect((await publisher.call('irn_publish', { topic, message: 'one too many', ttl: 300, tag: 1108 })).error?.code).toBe(-32002);
  });

  it("one subscriber's ack does not spare the copy for another subscriber that has not acked", async () => {
    relay = await startTestRelay(storage);
    const publisher = await connect();
    const topic = randomTopic();
    const [acking, silent] = [await connect({ autoAck: true }), await connect()];
    await acking.result('irn_subscribe', { topic });
    await silent.result('irn_subscribe', { topic });
    await publisher.result('irn_publish', { topic, message: 'for both', ttl: 300, tag: 1108 });
    await silent.waitFor(() => silent.deliveries[0]);
    await acking.waitFor(() => (acking.acked.length === 1 ? true : undefined));
    await settle();
    await silent.close();
    const back = await connect({ identity: silent.identity });
    await back.result('irn_subscribe', { topic });
    await back.waitFor(() => back.deliveries.find((delivery) => delivery.params?.data.message === 'for both'));
  });

  it('a subscriber closed as too slow gets the message that closed it, though the other subscriber acked it at once', {
    timeout: 90_000,
  }, async () => {
    relay = await startTestRelay(storage);
    const publisher = await connect();
    const topic = randomTopic();
    const [fast, stalled] = [await connect({ autoAck: true }), await connect()];
    await fast.result('irn_subscribe', { topic });
    await stalled.result('irn_subscribe', { topic });
    (stalled.socket as unknown as { _socket: Socket })._socket.pause();
    const body = 'x'.repeat(60 * 1024);
    const published: string[] = [];
    while (relay.server.app.relay.hub.subscriberCount(topic) > 1) {
      expect(published.length).toBeLessThan(900);
      const message = `${published.length}${body}`;
      published.push(message);
      await publisher.result('irn_publish', { topic, message, ttl: 300, tag: 1 });
      await fast.waitFor(() => (fast.acked.length === published.length ? true : undefined));
    }
    await settle();
    (stalled.socket as unknown as { _socket: Socket })._socket.resume();
    await stalled.closed;
    const again = await connect({ identity: stalled.identity, autoAck: true });
    await again.result('irn_subscribe', { topic });
    const last = published.at(-1)!;
    await again.waitFor(() => again.deliveries.find((delivery) => delivery.params?.data.message === last), 10_000);
  });
});
