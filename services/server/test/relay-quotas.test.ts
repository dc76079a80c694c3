import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { newIdentity, randomTopic, RelayTestClient, type JsonRpcMessage } from './relay-test-client';
import { REDIS_URL, RELAY_STORAGES, startTestRelay, type TestRelay } from './relay-storages';

const KIB = 1024;
const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

interface Fetched {
  messages: { message: string }[];
  hasMore: boolean;
}

describe.each(RELAY_STORAGES)('relay storage and rate bounds on %s', (storage) => {
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
    relay = undefined;
  });

  /** 200 publishes of 4 KiB from 20 identities on one address, all at once. */
  async function flood(): Promise<JsonRpcMessage[]> {
    const publishers = await Promise.all(Array.from({ length: 20 }, () => connect({ identity: newIdentity() })));
    const topic = randomTopic();
    return Promise.all(
      publishers.flatMap((publisher, p) =>
        Array.from({ length: 10 }, (_, index) =>
          publisher.call('irn_publish', { topic, message: `${p}-${index}-${'x'.repeat(4 * KIB - 8)}`.slice(0, 4 * KIB), ttl: 300, tag: 1 }),
        ),
      ),
    );
  }

  it('bounds the bytes stored from one address over every identity it makes, to the byte, under parallel publishes', async () => {
    relay = await startTestRelay(storage, { relayBytesPerIp: 80 * KIB });
    const responses = await flood();
    expect(responses.filter((response) => response.result === true)).toHaveLength(20);
    const refused = responses.filter((response) => response.error);
    expect(refused).toHaveLength(180);
    expect(new Set(refused.map((response) => JSON.stringify(response.error)))).toEqual(
      new Set([
        JSON.stringify({
          code: -32004,
          message: 'Storage quota reached: at most 81920 bytes of unexpired messages stored per client address',
        }),
      ]),
    );
  });

  it('bounds the bytes stored in all, to the byte, under parallel publishes', async () => {
    relay = await startTestRelay(storage, { relayBytesTotal: 80 * KIB });
    const responses = await flood();
    expect(responses.filter((response) => response.result === true)).toHaveLength(20);
    expect(
      responses.filter(
        (response) => response.error?.code === -32004 && /81920 bytes of unexpired messages stored in all/.test(response.error.message),
      ),
    ).toHaveLength(180);
  });

  it('bounds the publishes of one socket per second', async () => {
    relay = await startTestRelay(storage, { relayPublishesPerSecond: 10, relayPublishBurst: 20 });
    const publisher = await connect();
    const topic = randomTopic();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => publisher.call('irn_publish', { topic, message: `m${index}`, ttl: 60, tag: 1 })),
    );
    const accepted = responses.filter((response) => response.result === true).length;
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThanOrEqual(22);
    expect(responses.find((response) => response.error)?.error).toEqual({
      code: -32005,
      message: 'Publish rate limit: at most 10 messages per second per socket (bursts of 20)',
    });
  });

  it('answers a fetch with at most the configured messages and bytes, hasMore: true until the rest is fetched', async () => {
    relay = await startTestRelay(storage, { relayFetchMessages: 10, relayFetchBytes: 64 * KIB });
    const publisher = await connect();
    const [small, large] = [randomTopic(), randomTopic()];
    for (let index = 0; index < 25; index++)
      await publisher.result('irn_publish', { topic: small, message: `s${index}`, ttl: 300, tag: 1 });
    for (let index = 0; index < 5; index++)
      await publisher.result('irn_publish', { topic: large, message: `l${index}${'x'.repeat(30 * KIB)}`, ttl: 300, tag: 1 });
    const reader = await connect();
    const pages: Fetched[] = [];
    do pages.push((await reader.result('irn_fetchMessages', { topic: small })) as Fetched);
    while (pages.at(-1)!.hasMore && pages.length < 10);
    expect(pages.map((page) => [page.messages.length, page.hasMore])).toEqual([
      [10, true],
      [10, true],
      [5, false],
    ]);
    expect(new Set(pages.flatMap((page) => page.messages.map((message) => message.message))).size).toBe(25);

    const largePages: Fetched[] = [];
    do largePages.push((await reader.result('irn_batchFetchMessages', { topics: [large, small] })) as Fetched);
    while (largePages.at(-1)!.hasMore && largePages.length < 10);
    expect(largePages.map((page) => page.messages.length)).toEqual([2, 2, 1]);
  });

  it('caps a batch fetch over many topics at the configured messages per answer', async () => {
    relay = await startTestRelay(storage, { relayFetchMessages: 10 });
    const publisher = await connect();
    const topics = [randomTopic(), randomTopic(), randomTopic()];
    for (const topic of topics)
      for (let index = 0; index < 10; index++)
        await publisher.result('irn_publish', { topic, message: `${topic.slice(0, 4)}-${index}`, ttl: 300, tag: 1 });
    const reader = await connect();
    const first = (await reader.result('irn_batchFetchMessages', { topics })) as Fetched;
    expect([first.messages.length, first.hasMore]).toEqual([10, true]);
  });

  it('delivers a (re)subscribe backlog a page at a time: the next page once the last is acked', async () => {
    relay = await startTestRelay(storage, { relayFetchMessages: 10 });
    const publisher = await connect();
    const topics = [randomTopic(), randomTopic(), randomTopic()];
    for (const topic of topics)
      for (let index = 0; index < 10; index++)
        await publisher.result('irn_publish', { topic, message: `${topic.slice(0, 4)}-${index}`, ttl: 300, tag: 1 });
    const silent = await connect();
    await silent.result('irn_batchSubscribe', { topics });
    await silent.waitFor(() => (silent.deliveries.length === 10 ? true : undefined));
    await settle(300);
    expect(silent.deliveries).toHaveLength(10);
    const acking = await connect({ autoAck: true });
    await acking.result('irn_batchSubscribe', { topics });
    await acking.waitFor(() => (acking.deliveries.length === 30 ? true : undefined), 5_000);
  });

  it.runIf(storage === 'redis')('reads a Redis mailbox in bounded steps, never a whole topic at once', async () => {
    relay = await startTestRelay(storage, { relayFetchMessages: 10 });
    const publisher = await connect();
    const topic = randomTopic();
    await publisher.result('irn_batchPublish', {
      messages: Array.from({ length: 100 }, (_, index) => ({ topic, message: `m${index}`, ttl: 300, tag: 1 })),
    });
    const monitor = await new Redis(REDIS_URL).monitor();
    const commands: string[][] = [];
    monitor.on('monitor', (_time: string, args: string[]) => commands.push(args));
    try {
      await settle(100);
      const reader = await connect();
      expect(((await reader.result('irn_fetchMessages', { topic })) as Fetched).messages).toHaveLength(10);
      await settle(100);
    } finally {
      monitor.disconnect();
    }
    const names = commands.map((args) => args[0]!.toLowerCase());
    expect(names).not.toContain('hvals');
    expect(names).not.toContain('hgetall');
    expect(names).not.toContain('smembers');
    for (const args of commands.filter((command) => /^z(range|rangebyscore)$/i.test(command[0]!)))
      expect(args.map((arg) => arg.toLowerCase())).toContain('limit');
  });
});
