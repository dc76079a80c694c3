import { WebSocket } from 'ws';
import { PendingRequests, nextRequestId } from './pending-requests';
import { reconnectDelay, type BackoffOptions } from './reconnect-backoff';
import { upstreamConnectUrl } from './upstream-connect-url';
import { UpstreamUnavailableError } from './upstream-errors';
import { newUpstreamIdentity, upstreamJwt } from './upstream-identity';
import { TickCorkedSocket } from '../tick-corked-socket';

/** Topics in one irn_batchSubscribe. */
const SUBSCRIBE_BATCH_SIZE = 500;
const PENDING_REQUESTS_PER_SOCKET = 10_000;
/** The largest frame read from the upstream (a WalletConnect message is far smaller). */
const MAX_FRAME_BYTES = 8 * 1024 * 1024;
/** How long close() waits for the closing handshake before dropping the connection. */
const CLOSE_GRACE_MS = 1_000;

/** A message the upstream delivered on a subscribed topic. */
export interface UpstreamDelivery {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
}

export interface UpstreamSocketSettings {
  url: string;
  projectId: string;
  origin?: string;
  requestTimeoutMs: number;
  backoff: BackoffOptions;
  pingIntervalMs: number;
  log: { warn(obj: object, msg: string): void };
}

/** What a pooled socket tells its pool. */
export interface UpstreamSocketEvents {
  /** Acked upstream once it resolves; a rejection leaves the message unacked, for the upstream to send again. */
  delivered(delivery: UpstreamDelivery): Promise<void>;
  opened(socket: UpstreamSocket): void;
  /** A connection attempt failed or a connection ended; the next attempt is in `retryInMs`. */
  lost(socket: UpstreamSocket, reason: string, retryInMs: number): void;
  resubscribed(topics: string[]): void;
}

function deliveryOf(params: unknown): UpstreamDelivery | undefined {
  const data = (params as { data?: Partial<UpstreamDelivery> } | undefined)?.data;
  if (
    !data ||
    typeof data.topic !== 'string' ||
    typeof data.message !== 'string' ||
    typeof data.publishedAt !== 'number' ||
    typeof data.tag !== 'number'
  )
    return undefined;
  return { topic: data.topic, message: data.message, publishedAt: data.publishedAt, tag: data.tag };
}

/**
 * One socket of the pool, with its own key (client id): the topics it holds, kept subscribed
 * upstream across reconnects (with backoff), and its JSON-RPC requests.
 */
export class UpstreamSocket {
  private readonly identity = newUpstreamIdentity();
  private readonly topics = new Set<string>();
  /** topic → the subscription id the upstream answered on this connection. */
  private readonly subscriptionIds = new Map<string, string>();
  /** Held topics not yet sent in a subscribe on this connection. */
  private readonly unsent = new Set<string>();
  private readonly requests = new PendingRequests(PENDING_REQUESTS_PER_SOCKET);
  private ws?: WebSocket;
  /** Sends on `ws`: a tick's frames (a burst of forwarded publishes) in one write. */
  private sender?: TickCorkedSocket;
  private attempt = 0;
  private lastError?: string;
  private alive = true;
  private closed = false;
  private flushScheduled = false;
  private reconnectTimer?: NodeJS.Timeout;
  private pingTimer?: NodeJS.Timeout;
  private outcomeWaiters: ((open: boolean) => void)[] = [];

  constructor(
    private readonly settings: UpstreamSocketSettings,
    private readonly events: UpstreamSocketEvents,
  ) {
    this.connect();
  }

  get open(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Topics this socket holds. */
  get size(): number {
    return this.topics.size;
  }

  /** Resolves true once connected, false at the next failed attempt or close. */
  outcome(): Promise<boolean> {
    if (this.open) return Promise.resolve(true);
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => this.outcomeWaiters.push(resolve));
  }

  /** Subscribes upstream (with the other topics held in this tick), now or once connected. */
  hold(topic: string): void {
    this.topics.add(topic);
    this.unsent.add(topic);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      // Not connected: the whole set is subscribed on connect.
      if (!this.open || this.unsent.size === 0) return;
      const topics = [...this.unsent];
      this.unsent.clear();
      void this.subscribe(topics);
    });
  }

  drop(topic: string): void {
    this.topics.delete(topic);
    this.unsent.delete(topic);
    const id = this.subscriptionIds.get(topic);
    this.subscriptionIds.delete(topic);
    // Unanswered, the upstream may still deliver on it: such deliveries are acked and dropped.
    if (id !== undefined && this.open) this.request('irn_unsubscribe', { topic, id }).catch(() => undefined);
  }

  /** Sends a JSON-RPC request on the current connection and resolves with its result. */
  request(method: string, params: object, timeoutMs = this.settings.requestTimeoutMs): Promise<unknown> {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return Promise.reject(new UpstreamUnavailableError('disconnected', 'not connected'));
    const id = nextRequestId();
    try {
      const answer = this.requests.await(id, method, timeoutMs);
      this.sender!.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
      return answer;
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    this.requests.failAll(new UpstreamUnavailableError('closed', 'the upstream pool was closed'));
    this.settleOutcome(false);
    const ws = this.ws;
    if (!ws || ws.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      ws.once('close', () => resolve());
      if (ws.readyState === WebSocket.OPEN) ws.close(1000, 'closing');
      else ws.terminate();
      setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
    });
  }

  private connect(): void {
    if (this.closed) return;
    const { url, projectId, origin, requestTimeoutMs } = this.settings;
    const jwt = upstreamJwt(this.identity, url);
    const ws = new WebSocket(upstreamConnectUrl(url, jwt, projectId), {
      headers: origin ? { Origin: origin } : {},
      handshakeTimeout: requestTimeoutMs,
      maxPayload: MAX_FRAME_BYTES,
    });
    this.ws = ws;
    this.sender = new TickCorkedSocket(ws);
    ws.on('open', () => this.onOpen(ws));
    ws.on('message', (data, isBinary) => {
      if (!isBinary) this.onFrame(ws, data.toString());
    });
    ws.on('pong', () => (this.alive = true));
    ws.on('error', (error) => (this.lastError = error.message));
    ws.on('close', (code, reason) => this.onClose(ws, code, reason.toString()));
  }

  private onOpen(ws: WebSocket): void {
    this.attempt = 0;
    this.lastError = undefined;
    this.alive = true;
    this.pingTimer = setInterval(() => {
      if (!this.alive) {
        this.lastError = `no pong within ${this.settings.pingIntervalMs} ms`;
        ws.terminate();
        return;
      }
      this.alive = false;
      ws.ping();
    }, this.settings.pingIntervalMs).unref();
    this.settleOutcome(true);
    this.events.opened(this);
    void this.resubscribeAll(ws);
  }

  private onClose(ws: WebSocket, code: number, reason: string): void {
    if (this.ws !== ws) return;
    clearInterval(this.pingTimer);
    this.ws = undefined;
    this.subscriptionIds.clear();
    this.requests.failAll(new UpstreamUnavailableError(this.closed ? 'closed' : 'disconnected', 'the connection to the upstream closed'));
    this.settleOutcome(false);
    if (this.closed) return;
    const why = this.lastError ?? `closed with code ${code}${reason ? `: ${reason}` : ''}`;
    this.lastError = undefined;
    const retryInMs = reconnectDelay(this.attempt++, this.settings.backoff);
    this.events.lost(this, why, retryInMs);
    this.reconnectTimer = setTimeout(() => this.connect(), retryInMs).unref();
  }

  private async resubscribeAll(ws: WebSocket): Promise<void> {
    this.unsent.clear();
    const topics = [...this.topics];
    if (topics.length === 0) return;
    const subscribed = await this.subscribe(topics);
    if (subscribed && this.ws === ws) this.events.resubscribed(subscribed.filter((topic) => this.topics.has(topic)));
  }

  /** Subscribes in batches; the topics subscribed, or undefined when a batch failed. */
  private async subscribe(topics: string[]): Promise<string[] | undefined> {
    const batches: string[][] = [];
    for (let start = 0; start < topics.length; start += SUBSCRIBE_BATCH_SIZE)
      batches.push(topics.slice(start, start + SUBSCRIBE_BATCH_SIZE));
    const ws = this.ws;
    try {
      await Promise.all(batches.map((batch) => this.subscribeBatch(batch)));
      return topics;
    } catch (error) {
      if (this.ws !== ws || this.closed || (error instanceof UpstreamUnavailableError && error.reason !== 'timeout')) return undefined;
      // A reconnect subscribes every held topic again, after a backoff.
      this.settings.log.warn({ url: this.settings.url, error: (error as Error).message }, 'upstream relay: subscribe failed; reconnecting');
      ws?.terminate();
      return undefined;
    }
  }

  private async subscribeBatch(batch: string[]): Promise<void> {
    const ids = await this.request('irn_batchSubscribe', { topics: batch });
    if (!Array.isArray(ids) || ids.length !== batch.length || !ids.every((id) => typeof id === 'string')) {
      throw new Error(`irn_batchSubscribe answered ${JSON.stringify(ids)?.slice(0, 100)}, not ${batch.length} subscription ids`);
    }
    batch.forEach((topic, index) => {
      const id = ids[index] as string;
      if (this.topics.has(topic)) this.subscriptionIds.set(topic, id);
      // Released while the subscribe was on its way.
      else this.request('irn_unsubscribe', { topic, id }).catch(() => undefined);
    });
  }

  private onFrame(ws: WebSocket, text: string): void {
    let frame: { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown } };
    try {
      frame = JSON.parse(text) as typeof frame;
    } catch {
      return;
    }
    if (!frame || typeof frame !== 'object') return;
    const { id, method } = frame;
    if (method === 'irn_subscription') {
      const delivery = deliveryOf(frame.params);
      if (delivery && (typeof id === 'number' || typeof id === 'string')) this.onDelivery(ws, id, delivery);
    } else if (method === undefined) {
      if (typeof id === 'number') this.requests.answer(id, frame);
    } else if (typeof id === 'number' || typeof id === 'string') {
      ws.send(JSON.stringify({ id, jsonrpc: '2.0', error: { code: -32601, message: `Method not found: ${String(method).slice(0, 50)}` } }));
    }
  }

  private onDelivery(ws: WebSocket, id: number | string, delivery: UpstreamDelivery): void {
    const ack = () => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ id, jsonrpc: '2.0', result: true }));
    };
    if (!this.topics.has(delivery.topic)) {
      ack();
      return;
    }
    // A callback that throws instead of rejecting is a rejection too.
    Promise.resolve()
      .then(() => this.events.delivered(delivery))
      .then(ack, () => undefined);
  }

  private settleOutcome(open: boolean): void {
    const waiters = this.outcomeWaiters;
    this.outcomeWaiters = [];
    for (const resolve of waiters) resolve(open);
  }
}
