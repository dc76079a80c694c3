import { createHash, sign } from 'node:crypto';
import { WebSocket } from 'ws';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { newUpstreamIdentity, type UpstreamIdentity } from '../src/relay/upstream/upstream-identity';

/** An Ed25519 identity as the WalletConnect SDK makes one: its did:key is the client id. */
export type RelayIdentity = UpstreamIdentity;
export const newIdentity = newUpstreamIdentity;

/** A relay JWT signed as the SDK signs it; fields can be overridden to make bad ones. */
export function relayJwt(
  identity: RelayIdentity,
  aud: string,
  overrides: Record<string, unknown> = {},
  header: Record<string, unknown> = { alg: 'EdDSA', typ: 'JWT' },
): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { iss: identity.did, sub: 'a'.repeat(64), aud, iat: now, exp: now + 86_400, ...overrides };
  const signed = `${part(header)}.${part(payload)}`;
  return `${signed}.${sign(null, Buffer.from(signed), identity.privateKey).toString('base64url')}`;
}

export function randomTopic(): string {
  return createHash('sha256').update(Math.random().toString()).update(String(process.hrtime.bigint())).digest('hex');
}

export async function listenRelay(server: AirlockServer, port = 0): Promise<string> {
  await server.app.listen({ port, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return `ws://127.0.0.1:${address.port}/relay`;
}

export interface JsonRpcMessage {
  id: number | string;
  method?: string;
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number; attestation: string } };
  result?: unknown;
  error?: { code: number; message: string };
}

/** A raw WebSocket client of the relay that records every frame and the close. */
export class RelayTestClient {
  readonly frames: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];
  private nextId = 1;

  private constructor(
    readonly socket: WebSocket,
    readonly identity: RelayIdentity,
    /** Acks every delivery at once, as the SDK does. */
    private readonly autoAck: boolean,
    /** Acks this long after the delivery instead (past the relay's ack grace, so the message is stored). */
    private readonly ackDelayMs = 0,
  ) {
    socket.on('message', (data) => {
      const text = data.toString();
      this.frames.push(text);
      const delivery = this.autoAck ? /^\{"id":(\d+),"jsonrpc":"2\.0","method":"irn_subscription"/.exec(text) : null;
      if (delivery) this.ack(Number(delivery[1]));
      this.waiters.forEach((wake) => wake());
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Acks `id`s sent so far (counted in `acked`), after `ackDelayMs`. */
  readonly acked: number[] = [];
  private ack(id: number): void {
    const send = () => {
      if (this.socket.readyState !== WebSocket.OPEN) return;
      this.socket.send(`{"id":${id},"jsonrpc":"2.0","result":true}`);
      this.acked.push(id);
      this.waiters.forEach((wake) => wake());
    };
    if (this.ackDelayMs > 0) setTimeout(send, this.ackDelayMs);
    else send();
  }

  static async connect(
    relayUrl: string,
    options: {
      identity?: RelayIdentity;
      auth?: string | null;
      projectId?: string;
      origin?: string;
      autoAck?: boolean;
      ackDelayMs?: number;
      headers?: Record<string, string>;
    } = {},
  ): Promise<RelayTestClient> {
    const identity = options.identity ?? newIdentity();
    const url = new URL(relayUrl);
    if (options.auth !== null) url.searchParams.set('auth', options.auth ?? relayJwt(identity, relayUrl));
    url.searchParams.set('projectId', options.projectId ?? DEMO_PROJECT_ID);
    url.searchParams.set('ua', 'wc-2/js-2.25.0/test');
    const socket = new WebSocket(url, { ...(options.origin ? { origin: options.origin } : {}), headers: options.headers });
    const client = new RelayTestClient(socket, identity, options.autoAck ?? options.ackDelayMs !== undefined, options.ackDelayMs);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  get messages(): JsonRpcMessage[] {
    return this.frames.map((frame) => JSON.parse(frame) as JsonRpcMessage);
  }

  /** Deliveries received so far (irn_subscription requests). */
  get deliveries(): JsonRpcMessage[] {
    return this.messages.filter((message) => message.method === 'irn_subscription');
  }

  // Generous: a loaded CI machine has taken more than 3 s to deliver; only a failing test waits it out.
  async waitFor<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`timed out; frames so far: ${this.frames.join('\n').slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiters = [];
    }
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** Sends a request and resolves with its response frame. */
  async call(method: string, params: unknown, timeoutMs?: number): Promise<JsonRpcMessage> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    return this.waitFor(() => this.messages.find((message) => message.id === id && message.method === undefined), timeoutMs);
  }

  async result(method: string, params: unknown): Promise<unknown> {
    const response = await this.call(method, params);
    if (response.error) throw new Error(`${method}: ${response.error.message}`);
    return response.result;
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.terminate();
    await this.closed;
  }
}
