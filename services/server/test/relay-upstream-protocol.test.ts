import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { eventually, poolFactory, sleep } from './relay-upstream-harness';
import { randomTopic } from './relay-test-client';

/** A scripted upstream: records each connection and its frames; answers only what a test tells it to. */
async function scriptedUpstream(options: { autoPong?: boolean } = {}) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', autoPong: options.autoPong ?? true });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const connections: {
    socket: WebSocket;
    request: IncomingMessage;
    frames: { id: number; method?: string; params?: Record<string, unknown> }[];
  }[] = [];
  server.on('connection', (socket, request) => {
    const connection = { socket, request, frames: [] as (typeof connections)[number]['frames'] };
    connections.push(connection);
    socket.on('message', (data) => connection.frames.push(JSON.parse(data.toString()) as (typeof connection.frames)[number]));
  });
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}/relay`,
    connections,
    requests: (method: string) => connections.flatMap((connection) => connection.frames.filter((frame) => frame.method === method)),
    answer(socket: WebSocket, id: number, result: unknown) {
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', result }));
    },
    async close() {
      for (const client of server.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type ScriptedUpstream = Awaited<ReturnType<typeof scriptedUpstream>>;
const pools = poolFactory();
const upstreams: ScriptedUpstream[] = [];

async function upstream(options?: { autoPong?: boolean }): Promise<ScriptedUpstream> {
  const made = await scriptedUpstream(options);
  upstreams.push(made);
  return made;
}

afterEach(async () => {
  await pools.closeAll();
  await Promise.all(upstreams.splice(0).map((made) => made.close()));
});

describe('upstream relay protocol', () => {
  it('sends topics retained in one tick in one irn_batchSubscribe, at most 500 per batch', async () => {
    const scripted = await upstream();
    const { pool } = pools.make(scripted.url, { maxTopicsPerSocket: 1_000 });
    await pool.start();
    const topics = Array.from({ length: 600 }, randomTopic);
    for (const topic of topics) pool.retain(topic);
    const batches = await eventually(() => scripted.requests('irn_batchSubscribe').length === 2 && scripted.requests('irn_batchSubscribe'));
    expect(batches.map((batch) => (batch.params!.topics as string[]).length)).toEqual([500, 100]);
    expect(batches.flatMap((batch) => batch.params!.topics as string[])).toEqual(topics);
    await sleep(100);
    expect(scripted.requests('irn_batchSubscribe')).toHaveLength(2);
    expect(scripted.requests('irn_subscribe')).toHaveLength(0);
  });

  it('unsubscribes with the id the upstream answered', async () => {
    const scripted = await upstream();
    const { pool } = pools.make(scripted.url);
    await pool.start();
    const topic = randomTopic();
    pool.retain(topic);
    const [batch] = await eventually(() => scripted.requests('irn_batchSubscribe').length === 1 && scripted.requests('irn_batchSubscribe'));
    scripted.answer(scripted.connections[0]!.socket, batch!.id, ['sub-id-1']);
    await sleep(50);
    pool.release(topic);
    const [unsubscribe] = await eventually(() => scripted.requests('irn_unsubscribe').length === 1 && scripted.requests('irn_unsubscribe'));
    expect(unsubscribe!.params).toEqual({ topic, id: 'sub-id-1' });
  });

  it('resolves a publish only when the upstream answers it', async () => {
    const scripted = await upstream();
    const { pool } = pools.make(scripted.url);
    await pool.start();
    let resolved = false;
    const publish = pool.publish({ topic: randomTopic(), message: 'm', ttl: 300, tag: 1 }).then(() => (resolved = true));
    const [request] = await eventually(() => scripted.requests('irn_publish').length === 1 && scripted.requests('irn_publish'));
    expect(request!.params).toMatchObject({ message: 'm', ttl: 300, tag: 1 });
    await sleep(200);
    expect(resolved).toBe(false);
    scripted.answer(scripted.connections[0]!.socket, request!.id, true);
    await publish;
    expect(resolved).toBe(true);
  });

  it('connects with a fresh JWT of the same key each time, the projectId and the Origin; reconnects after a 4029 close', async () => {
    const scripted = await upstream();
    const { pool } = pools.make(`${scripted.url}?region=eu`, { origin: 'https://operator.example', backoff: { initialMs: 20, maxMs: 40 } });
    await pool.start();
    scripted.connections[0]!.socket.close(4029, 'Too many relay sockets');
    await eventually(() => scripted.connections.length === 2);
    const queries = scripted.connections.map((connection) => new URL(connection.request.url!, 'ws://x').searchParams);
    expect(queries.map((query) => query.get('region'))).toEqual(['eu', 'eu']);
    expect(queries.map((query) => query.get('projectId'))).toEqual([
      'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
      'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
    ]);
    const payloads = queries.map(
      (query) =>
        JSON.parse(Buffer.from(query.get('auth')!.split('.')[1]!, 'base64url').toString()) as { iss: string; sub: string; aud: string },
    );
    expect(payloads[0]!.iss).toBe(payloads[1]!.iss);
    expect(payloads[0]!.sub).not.toBe(payloads[1]!.sub);
    expect(payloads[0]!.aud).toBe(`${scripted.url}?region=eu`);
    expect(scripted.connections.map((connection) => connection.request.headers.origin)).toEqual([
      'https://operator.example',
      'https://operator.example',
    ]);
  });

  it('terminates a socket that misses a pong for a whole ping interval, and reconnects', async () => {
    const scripted = await upstream({ autoPong: false });
    const { pool } = pools.make(scripted.url, { pingIntervalMs: 100, backoff: { initialMs: 20, maxMs: 40 } });
    await pool.start();
    await eventually(() => scripted.connections.length >= 2, 2_000);
    expect(pool.status().sockets).toBe(1);
  });

  it('acks a delivery only after onMessage resolves, and never when it rejects', async () => {
    const scripted = await upstream();
    let finish: () => void = () => undefined;
    const { pool } = pools.make(scripted.url, {
      onMessage: (delivery) =>
        delivery.message === 'refused' ? Promise.reject(new Error('no')) : new Promise<void>((resolve) => (finish = resolve)),
    });
    const topic = randomTopic();
    pool.retain(topic);
    await pool.start();
    const [batch] = await eventually(() => scripted.requests('irn_batchSubscribe').length === 1 && scripted.requests('irn_batchSubscribe'));
    const socket = scripted.connections[0]!.socket;
    scripted.answer(socket, batch!.id, ['sub']);
    const deliver = (id: number, message: string) =>
      socket.send(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          method: 'irn_subscription',
          params: { id: 'sub', data: { topic, message, publishedAt: 1, tag: 1, attestation: '' } },
        }),
      );
    const acks = () => scripted.connections[0]!.frames.filter((frame) => frame.method === undefined);
    deliver(101, 'refused');
    deliver(102, 'slow');
    await sleep(200);
    expect(acks()).toEqual([]);
    finish();
    await eventually(() => acks().length === 1);
    expect(acks()).toEqual([{ id: 102, jsonrpc: '2.0', result: true }]);
  });
});
