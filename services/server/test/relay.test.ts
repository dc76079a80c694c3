import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { buildTestServer } from './support/test-server';
import { listenRelay, newIdentity, randomTopic, relayJwt, RelayTestClient } from './relay-test-client';

let server: AirlockServer;
let relayUrl: string;
const clients: RelayTestClient[] = [];

async function connect(options: Parameters<typeof RelayTestClient.connect>[1] = {}): Promise<RelayTestClient> {
  const client = await RelayTestClient.connect(relayUrl, options);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  server = await buildTestServer();
  relayUrl = await listenRelay(server);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server.close();
});

describe('relay auth', () => {
  const refusals: [string, () => Parameters<typeof RelayTestClient.connect>[1], RegExp][] = [
    ['a missing JWT', () => ({ auth: null }), /missing auth JWT/],
    ['a JWT that is not one', () => ({ auth: 'not-a-jwt' }), /not a JWT/],
    [
      'a JWT signed by another key',
      () => ({ auth: relayJwt(newIdentity(), relayUrl, { iss: newIdentity().did }) }),
      /signature does not verify/,
    ],
    ['an expired JWT', () => ({ auth: relayJwt(newIdentity(), relayUrl, { exp: Math.floor(Date.now() / 1000) - 5 }) }), /JWT expired/],
    ['a JWT for another relay', () => ({ auth: relayJwt(newIdentity(), 'wss://relay.walletconnect.org') }), /aud must be this relay/],
    ['a JWT with another alg', () => ({ auth: relayJwt(newIdentity(), relayUrl, {}, { alg: 'HS256', typ: 'JWT' }) }), /alg must be EdDSA/],
    ['a malformed project id', () => ({ projectId: 'not-a-project' }), /projectId must be 32 hex characters/],
    [
      'a dApp page on an origin its project does not allow',
      () => ({ origin: 'https://evil.example' }),
      /origin https:\/\/evil.example is not allowed/,
    ],
  ];
  it.each(refusals)('refuses %s with close code 4001 and a reason', async (_name, options, reason) => {
    const client = await connect(options());
    const closed = await client.closed;
    expect(closed.code).toBe(4001);
    expect(closed.reason).toMatch(/^Unauthorized: /);
    expect(closed.reason).toMatch(reason);
  });

  it('accepts a wallet with its own WalletConnect project id, and a dApp page on an allowed origin', async () => {
    const wallet = await connect({ projectId: 'f'.repeat(32) });
    expect(await wallet.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
    const page = await connect({ origin: 'http://localhost:5173' });
    expect(await page.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a JWT addressed to a configured public URL (AIRLOCK_PUBLIC_URL, behind a proxy with a path prefix)', async () => {
    const proxied = await buildTestServer({ config: { publicUrls: [new URL('https://airlock.example/wallet-api')] } });
    try {
      const url = await listenRelay(proxied);
      const identity = newIdentity();
      const client = await RelayTestClient.connect(url, { identity, auth: relayJwt(identity, 'wss://airlock.example/wallet-api/relay') });
      clients.push(client);
      expect(await client.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
      const elsewhere = await RelayTestClient.connect(url, { identity, auth: relayJwt(identity, 'wss://airlock.example/relay') });
      expect((await elsewhere.closed).reason).toMatch(/aud must be this relay/);
    } finally {
      await proxied.close();
    }
  });

  it('accepts the relay URL in any of ws, wss, http and https, with or without a trailing slash', async () => {
    const { host } = new URL(relayUrl);
    for (const aud of [`wss://${host}/relay`, `http://${host}/relay/`, `https://${host}/relay`]) {
      const identity = newIdentity();
      const client = await connect({ identity, auth: relayJwt(identity, aud) });
      expect(await client.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('relay messaging', () => {
  it('subscribes with the id the SDK computes, delivers to subscribers with attestation "", never echoes to the publisher', async () => {
    const [wallet, dapp] = [await connect(), await connect()];
    const topic = randomTopic();
    const subscriptionId = createHash('sha256')
      .update(topic + wallet.identity.did)
      .digest('hex');
    expect(await wallet.result('irn_subscribe', { topic })).toBe(subscriptionId);
    await dapp.result('irn_subscribe', { topic });
    expect(await dapp.result('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108, prompt: true })).toBe(true);

    const delivery = await wallet.waitFor(() => wallet.deliveries[0]);
    expect(delivery.params).toEqual({
      id: subscriptionId,
      data: { topic, message: 'hello', publishedAt: expect.any(Number), tag: 1108, attestation: '' },
    });
    wallet.sendRaw(JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result: true }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dapp.deliveries).toHaveLength(0);
    // The ack needs no answer.
    expect(wallet.messages.filter((message) => message.id === delivery.id)).toHaveLength(1);
  });

  it('does not keep a message every subscriber has acked; one a subscriber has not acked stays for (re)delivery', async () => {
    const [wallet, dapp] = [await connect({ autoAck: true }), await connect()];
    const topic = randomTopic();
    await wallet.result('irn_subscribe', { topic });
    expect(await dapp.result('irn_publish', { topic, message: 'acked', ttl: 300, tag: 1108 })).toBe(true);
    await wallet.waitFor(() => wallet.deliveries.find((d) => d.params?.data.message === 'acked'));
    // The wallet's socket drops unseen, so it never acks this one.
    wallet.socket.terminate();
    await wallet.closed;
    const stalled = await connect({ identity: wallet.identity });
    await stalled.result('irn_subscribe', { topic });
    (stalled.socket as unknown as { _socket: Socket })._socket.pause();
    expect(await dapp.result('irn_publish', { topic, message: 'not acked', ttl: 300, tag: 1108 })).toBe(true);
    await stalled.close();

    // The publish is answered as the message goes out; the copy for redelivery is written once the ack grace has passed.
    const reconnected = await connect({ identity: wallet.identity });
    const fetch = async () =>
      ((await reconnected.result('irn_fetchMessages', { topic })) as { messages: { message: string }[] }).messages.map((m) => m.message);
    const deadline = Date.now() + 3_000;
    let fetched = await fetch();
    while (fetched.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      fetched = await fetch();
    }
    expect(fetched).toEqual(['not acked']);
    // Fetched is received: the next fetch of this client has nothing.
    expect(await fetch()).toEqual([]);
  });

  it('echoes a 19-digit JSON-RPC id digit for digit', async () => {
    const client = await connect();
    client.sendRaw(`{"id":1700000000123456789,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${randomTopic()}"}}`);
    const frame = await client.waitFor(() => client.frames.find((text) => text.includes('1700000000123456789')));
    expect(frame.startsWith('{"id":1700000000123456789,')).toBe(true);
  });

  it('keeps messages until their TTL and delivers them on (re)subscribe, once per subscription', async () => {
    const publisher = await connect();
    const topic = randomTopic();
    await publisher.result('irn_publish', { topic, message: 'waiting', ttl: 60, tag: 1 });
    const late = await connect();
    await late.result('irn_subscribe', { topic });
    await late.waitFor(() => late.deliveries.find((d) => d.params?.data.message === 'waiting'));
    await late.result('irn_subscribe', { topic });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(late.deliveries).toHaveLength(1);
    // A new socket of the same client (a reconnect) gets it again, with batchSubscribe as the SDK sends.
    const again = await connect({ identity: late.identity });
    await again.result('irn_batchSubscribe', { topics: [topic] });
    await again.waitFor(() => again.deliveries.find((d) => d.params?.data.message === 'waiting'));
    expect(await again.result('irn_fetchMessages', { topic })).toEqual({
      messages: [{ topic, message: 'waiting', publishedAt: expect.any(Number), tag: 1, attestation: '' }],
      hasMore: false,
    });
  });

  it('batch methods: batchSubscribe, batchPublish, batchFetchMessages, batchUnsubscribe', async () => {
    const [sender, receiver] = [await connect(), await connect()];
    const topics = [randomTopic(), randomTopic()];
    const ids = (await receiver.result('irn_batchSubscribe', { topics })) as string[];
    expect(ids).toEqual(
      topics.map((topic) =>
        createHash('sha256')
          .update(topic + receiver.identity.did)
          .digest('hex'),
      ),
    );
    await sender.result('irn_batchPublish', { messages: topics.map((topic, index) => ({ topic, message: `m${index}`, ttl: 60, tag: 2 })) });
    await receiver.waitFor(() => (receiver.deliveries.length === 2 ? true : undefined));
    // A client is never handed its own messages, so a third client fetches them.
    const reader = await connect();
    const fetched = (await reader.result('irn_batchFetchMessages', { topics })) as { messages: { message: string }[] };
    expect(fetched.messages.map((message) => message.message).sort()).toEqual(['m0', 'm1']);

    expect(
      await receiver.result('irn_batchUnsubscribe', { subscriptions: topics.map((topic, index) => ({ topic, id: ids[index] })) }),
    ).toBe(true);
    await sender.result('irn_publish', { topic: topics[0], message: 'after', ttl: 60, tag: 2 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.deliveries).toHaveLength(2);
  });

  it('wc_proposeSession and wc_approveSession (as SDK 2.25 sends them) subscribe the caller and publish what they carry', async () => {
    const [dapp, wallet] = [await connect(), await connect()];
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()];
    expect(await dapp.result('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300, attestation: 'x' })).toBe(true);
    await wallet.result('irn_subscribe', { topic: pairingTopic });
    await wallet.waitFor(() => wallet.deliveries.find((d) => d.params?.data.message === 'proposal' && d.params.data.tag === 1100));

    expect(
      await wallet.result('wc_approveSession', {
        sessionTopic,
        pairingTopic,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      }),
    ).toBe(true);
    await dapp.waitFor(() => dapp.deliveries.find((d) => d.params?.data.message === 'response' && d.params.data.tag === 1101));
    await dapp.result('irn_subscribe', { topic: sessionTopic });
    await dapp.waitFor(() =>
      dapp.deliveries.find(
        (d) => d.params?.data.message === 'settle' && d.params.data.topic === sessionTopic && d.params.data.tag === 1102,
      ),
    );
    // The wallet is subscribed to the session topic by the relay.
    await dapp.result('irn_publish', { topic: sessionTopic, message: 'request', ttl: 300, tag: 1108 });
    await wallet.waitFor(() => wallet.deliveries.find((d) => d.params?.data.message === 'request'));
    expect(wallet.deliveries.some((d) => d.params?.data.message === 'settle')).toBe(false);
  });
});

describe('relay validation and limits', () => {
  it('answers a plain HTTP GET with 426 Upgrade Required', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/relay' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toMatchObject({ error: 'UPGRADE_REQUIRED' });
  });

  it('closes a subscriber that stops reading once 4 MiB wait unsent; the messages stay in the mailbox', { timeout: 90_000 }, async () => {
    const [publisher, stalled] = [await connect(), await connect()];
    const topic = randomTopic();
    await stalled.result('irn_subscribe', { topic });
    (stalled.socket as unknown as { _socket: Socket })._socket.pause();
    const body = 'x'.repeat(60 * 1024);
    let published = 0;
    while (server.app.relay.hub.subscriberCount(topic) > 0) {
      expect(published).toBeLessThan(900);
      await publisher.result('irn_publish', { topic, message: `${published++}${body}`, ttl: 60, tag: 1 });
    }
    // 4 MiB in the server's buffer plus what the kernel holds.
    expect(published * body.length).toBeGreaterThan(4 * 1024 * 1024);
    (stalled.socket as unknown as { _socket: Socket })._socket.resume();
    expect([4008, 1006]).toContain((await stalled.closed).code);
    // The backlog comes a page at a time, each once the last is acked.
    const again = await connect({ identity: stalled.identity, autoAck: true });
    await again.result('irn_subscribe', { topic });
    await again.waitFor(() => (again.deliveries.length === published ? true : undefined), 20_000);
  });

  it.each([
    ['irn_publish', { topic: 'abc', message: 'x', ttl: 60, tag: 1 }, -32602, /topic must be 64 hex characters/],
    ['irn_publish', { topic: 'a'.repeat(64), message: 'x', ttl: 5, tag: 1 }, -32602, /ttl must be at least 10 s/],
    ['irn_publish', { topic: 'a'.repeat(64), message: 'x', ttl: 31 * 86_400, tag: 1 }, -32602, /ttl must be at most 2592000 s/],
    ['irn_publish', { topic: 'a'.repeat(64), message: 'x'.repeat(64 * 1024 + 1), ttl: 60, tag: 1 }, -32602, /message is over 65536 bytes/],
    ['irn_subscribe', {}, -32602, /topic/],
    ['wc_proposeSession', { pairingTopic: 'a'.repeat(64) }, -32602, /sessionProposal/],
    ['irn_nope', {}, -32601, /Method not found: irn_nope/],
  ])('%s with bad params is answered with JSON-RPC error %i %s', async (method, params, code, message) => {
    const client = await connect();
    const response = await client.call(method, params);
    expect(response.error?.code).toBe(code);
    expect(response.error?.message).toMatch(message);
  });

  it('answers a frame that is not JSON with a parse error and keeps the socket', async () => {
    const client = await connect();
    client.sendRaw('{nope');
    const frame = await client.waitFor(() => client.messages.find((message) => message.error?.code === -32700));
    expect(frame.id).toBeNull();
    expect(await client.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a frame nested deeper than HTTP bodies may be, with a clear error, and keeps the socket', async () => {
    const client = await connect();
    client.sendRaw(`{"id":77,"jsonrpc":"2.0","method":"irn_publish","params":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    const frame = await client.waitFor(() => client.messages.find((message) => message.id === 77));
    expect(frame.error).toEqual({ code: -32600, message: 'Invalid request: JSON nests deeper than 32 levels' });
    expect(await client.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a message PostgreSQL text cannot hold (NUL, lone surrogate), so it cannot fail the publishes batched with it', async () => {
    const client = await connect();
    const topic = randomTopic();
    for (const message of ['a\u0000b', 'a\ud800b']) {
      const response = await client.call('irn_publish', { topic, message, ttl: 60, tag: 1 });
      expect(response.error).toEqual({
        code: -32602,
        message: 'Invalid params: message: message must not hold NUL characters or unpaired UTF-16 surrogates',
      });
    }
    expect(await client.result('irn_publish', { topic, message: 'fine \u{1F600}', ttl: 60, tag: 1 })).toBe(true);
  });

  it('at most 1,000 subscriptions per socket', async () => {
    const client = await connect();
    const topics = Array.from({ length: 1000 }, () => randomTopic());
    expect(await client.result('irn_batchSubscribe', { topics })).toHaveLength(1000);
    const response = await client.call('irn_subscribe', { topic: randomTopic() });
    expect(response.error).toEqual({ code: -32001, message: 'Subscription limit reached: at most 1000 topics per socket' });
  });

  it('at most 1,000 unexpired messages stored per publisher', async () => {
    const client = await connect();
    const topic = randomTopic();
    for (let batch = 0; batch < 10; batch++) {
      await client.result('irn_batchPublish', {
        messages: Array.from({ length: 100 }, (_, index) => ({ topic, message: `m${batch}-${index}`, ttl: 60, tag: 1 })),
      });
    }
    const response = await client.call('irn_publish', { topic, message: 'one too many', ttl: 60, tag: 1 });
    expect(response.error).toEqual({ code: -32002, message: 'Mailbox limit reached: at most 1000 unexpired messages stored per client' });
  });

  it('at most 100 relay sockets per address: the next one is closed with 4029 and a reason', async () => {
    const open = await Promise.all(
      Array.from({ length: 100 - clients.filter((c) => c.socket.readyState === c.socket.OPEN).length }, () => connect()),
    );
    expect(open.length).toBeGreaterThan(0);
    const extra = await connect();
    expect(await extra.closed).toEqual({ code: 4029, reason: 'Too many relay sockets from this address (limit 100)' });
    await Promise.all(open.map((client) => client.close()));
  });
});
