import { connect as connectTcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { buildTestServer } from './support/test-server';
import { listenRelay, newIdentity, randomTopic, relayJwt, RelayTestClient } from './relay-test-client';

/**
 * A client that upgrades, then writes one masked text frame of `size` bytes in a single write, as a
 * script or a browser would, and reads what comes back until the server closes.
 */
async function sendRawFrame(relayUrl: string, size: number): Promise<{ closeCode?: number; writeError?: string }> {
  const url = new URL(relayUrl);
  const socket = connectTcp(Number(url.port), url.hostname);
  let received = Buffer.alloc(0);
  let writeError: string | undefined;
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  socket.on('error', (error) => (writeError = error.message));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `GET /relay?auth=${relayJwt(newIdentity(), relayUrl)}&projectId=${'a1'.repeat(16)} HTTP/1.1\r\nHost: ${url.host}\r\n` +
      'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  while (!received.includes('\r\n\r\n')) await new Promise((resolve) => setTimeout(resolve, 10));
  const header = Buffer.alloc(14);
  header[0] = 0x81;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(size), 2);
  socket.write(Buffer.concat([header, Buffer.alloc(size, 0x20)]));
  // The frame is written whole; the server may close its side as soon as it has read enough of it.
  await new Promise<void>((resolve) => socket.once('drain', resolve).once('close', resolve));
  socket.end();
  await closed;
  const frames = received.subarray(received.indexOf('\r\n\r\n') + 4);
  return { closeCode: frames[0] === 0x88 ? frames.readUInt16BE(2) : undefined, writeError };
}

let server: AirlockServer;
let relayUrl: string;
const clients: RelayTestClient[] = [];

async function connect(): Promise<RelayTestClient> {
  const client = await RelayTestClient.connect(relayUrl);
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

describe('relay framing', () => {
  it('closes a socket that sends a binary frame with 1003 and a reason (the relay speaks JSON text frames)', async () => {
    const client = await connect();
    client.socket.send(Buffer.from(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: randomTopic() } })), {
      binary: true,
    });
    expect(await client.closed).toEqual({ code: 1003, reason: 'Binary frames are not supported: send JSON-RPC as text frames' });
  });

  it('does not answer a JSON-RPC notification (no id), valid or not, and still answers requests', async () => {
    const client = await connect();
    const topic = randomTopic();
    client.sendRaw(JSON.stringify({ jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }));
    client.sendRaw(JSON.stringify({ jsonrpc: '2.0', method: 'irn_nope', params: {} }));
    client.sendRaw(JSON.stringify({ jsonrpc: '2.0', method: 'irn_publish', params: { topic: 'bad' } }));
    expect(await client.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.messages).toHaveLength(1);
    // The notification did its work: the topic is subscribed.
    expect(server.app.relay.hub.subscriberCount(topic)).toBe(1);
  });

  it.each([
    ['1 MB', 1_000_000],
    ['10 MB', 10_000_000],
    ['64 MB', 64_000_000],
  ])('closes a socket that sends a %s frame with 1009, and lets it finish sending (no reset)', async (_name, size) => {
    const { closeCode, writeError } = await sendRawFrame(relayUrl, size);
    expect(writeError).toBeUndefined();
    expect(closeCode).toBe(1009);
    expect(await (await connect()).result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
  });
});
