import { RecentPublishes } from './recent-publishes';
import type { BackoffOptions } from './reconnect-backoff';
import { UpstreamCapacityError, UpstreamRejectedError, UpstreamUnavailableError } from './upstream-errors';
import { UpstreamSocket, type UpstreamDelivery, type UpstreamSocketEvents } from './upstream-socket';

/** Publishes waiting for a connection; past it a publish is refused at once. */
const MAX_WAITING_PUBLISHES = 10_000;

export interface UpstreamRelayOptions {
  /** e.g. wss://relay.walletconnect.org or ws://127.0.0.1:9999/relay */
  url: string;
  /** 32 hex; sent as ?projectId=… */
  projectId: string;
  /** Sent as the Origin header when set (the operator's site). */
  origin?: string;
  /** Default 500; a new pooled socket opens when all are full. */
  maxTopicsPerSocket?: number;
  /** Default 20; past it retain() throws UpstreamCapacityError. */
  maxSockets?: number;
  /** Default 10 000: how long publish() waits (for a connected socket and the upstream's answer) before UpstreamUnavailableError. */
  publishTimeoutMs?: number;
  /** Per JSON-RPC request, default 5 000. */
  requestTimeoutMs?: number;
  /** Default 250 → 30 000, doubling, with jitter. */
  backoff?: BackoffOptions;
  /** Default 20 000: a socket that misses a pong for a whole interval is terminated and reconnects. */
  pingIntervalMs?: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /**
   * A message the upstream delivered on a retained topic; acked upstream only once this resolves (a rejection: no ack, the upstream sends
   * it again later).
   */
  onMessage(delivery: UpstreamDelivery): Promise<void>;
  /** After a socket (re)connects and has resubscribed its topics, with those topics. */
  onResubscribed?(topics: string[]): void;
  /** After any socket (re)connects: the upstream takes publishes again. */
  onConnected?(): void;
}

export interface UpstreamRelay {
  /**
   * Reference-counted: the first retain of a topic subscribes upstream (topics retained in the same
   * tick in one irn_batchSubscribe); an outage only delays that. Throws UpstreamCapacityError when
   * every socket is full and no more may be opened.
   */
  retain(topic: string): void;
  /** The last release unsubscribes upstream and frees the topic's slot in its socket. */
  release(topic: string): void;
  /**
   * irn_publish upstream, on the socket holding the topic when it is connected (so the upstream does
   * not echo it to us), else any connected one. Resolves on the upstream's `true`; rejects with
   * UpstreamUnavailableError after publishTimeoutMs, or UpstreamRejectedError with the upstream's error.
   */
  publish(message: { topic: string; message: string; ttl: number; tag: number }): Promise<void>;
  /** True when this pool published the message (topic and message) in the last 5 minutes: an echo. */
  publishedRecently(topic: string, message: string): boolean;
  status(): { sockets: number; connected: number; topics: number };
  /** Opens the first socket; true once connected, false after the first failure. Never rejects. */
  start(): Promise<boolean>;
  /** Ends every socket and timer and rejects waiting publishes. */
  close(): Promise<void>;
}

interface ConnectionWaiter {
  take(socket: UpstreamSocket): void;
  fail(error: Error): void;
}

/** A pool of sockets to an upstream WalletConnect relay, carrying this relay's topics and publishes. */
export function createUpstreamRelay(options: UpstreamRelayOptions): UpstreamRelay {
  const { url, log } = options;
  const maxTopicsPerSocket = options.maxTopicsPerSocket ?? 500;
  const maxSockets = options.maxSockets ?? 20;
  const publishTimeoutMs = options.publishTimeoutMs ?? 10_000;
  const settings = {
    url,
    projectId: options.projectId,
    origin: options.origin,
    requestTimeoutMs: options.requestTimeoutMs ?? 5_000,
    backoff: options.backoff ?? { initialMs: 250, maxMs: 30_000 },
    pingIntervalMs: options.pingIntervalMs ?? 20_000,
    log,
  };
  const sockets: UpstreamSocket[] = [];
  const holders = new Map<string, UpstreamSocket>();
  const retains = new Map<string, number>();
  const recent = new RecentPublishes();
  const waiting = new Set<ConnectionWaiter>();
  let closed = false;
  let outage = false;

  const events: UpstreamSocketEvents = {
    delivered: (delivery) => options.onMessage(delivery),
    resubscribed: (topics) => options.onResubscribed?.(topics),
    opened(socket) {
      for (const waiter of waiting) waiter.take(socket);
      options.onConnected?.();
      if (outage && sockets.every((each) => each.open)) {
        outage = false;
        log.info({ url, sockets: sockets.length }, 'WalletConnect upstream relay is back: reconnected');
      }
    },
    lost(_socket, reason, retryInMs) {
      if (outage) return;
      outage = true;
      log.warn({ url, error: reason, retryInMs }, 'WalletConnect upstream relay unreachable: reconnecting with backoff');
    },
  };

  function openSocket(): UpstreamSocket {
    const socket = new UpstreamSocket(settings, events);
    sockets.push(socket);
    return socket;
  }

  const closedError = () => new UpstreamUnavailableError('closed', 'the upstream pool was closed');
  const timeoutError = () => new UpstreamUnavailableError('timeout', `irn_publish not answered within ${publishTimeoutMs} ms`);

  function connectedSocket(topic: string): UpstreamSocket | undefined {
    const holder = holders.get(topic);
    return holder?.open ? holder : sockets.find((socket) => socket.open);
  }

  function waitForConnection(timeoutMs: number): Promise<UpstreamSocket> {
    if (sockets.length === 0) openSocket();
    if (waiting.size >= MAX_WAITING_PUBLISHES) {
      return Promise.reject(new UpstreamUnavailableError('busy', `${MAX_WAITING_PUBLISHES} publishes already wait for a connection`));
    }
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        waiting.delete(waiter);
      };
      const waiter: ConnectionWaiter = {
        take: (socket) => (settle(), resolve(socket)),
        fail: (error) => (settle(), reject(error)),
      };
      const timer = setTimeout(() => waiter.fail(timeoutError()), timeoutMs).unref();
      waiting.add(waiter);
    });
  }

  return {
    retain(topic) {
      if (closed) return;
      const count = retains.get(topic) ?? 0;
      if (count > 0) {
        retains.set(topic, count + 1);
        return;
      }
      const socket = sockets.find((each) => each.size < maxTopicsPerSocket) ?? (sockets.length < maxSockets ? openSocket() : undefined);
      if (!socket) throw new UpstreamCapacityError(maxSockets, maxTopicsPerSocket);
      retains.set(topic, 1);
      holders.set(topic, socket);
      socket.hold(topic);
    },

    release(topic) {
      const count = retains.get(topic);
      if (count === undefined) return;
      if (count > 1) {
        retains.set(topic, count - 1);
        return;
      }
      retains.delete(topic);
      holders.get(topic)?.drop(topic);
      holders.delete(topic);
    },

    async publish({ topic, message, ttl, tag }) {
      if (closed) throw closedError();
      recent.add(topic, message);
      const deadline = Date.now() + publishTimeoutMs;
      for (;;) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw timeoutError();
        const socket = connectedSocket(topic) ?? (await waitForConnection(remaining));
        try {
          const result = await socket.request('irn_publish', { topic, message, ttl, tag }, remaining);
          if (result !== true)
            throw new UpstreamRejectedError('irn_publish', 0, `unexpected result ${JSON.stringify(result)?.slice(0, 100)}`);
          return;
        } catch (error) {
          if (!(error instanceof UpstreamUnavailableError) || closed) throw error;
          if (error.reason === 'timeout') throw timeoutError();
          // The connection dropped before the answer: sent again on the next one (the upstream keeps one copy of a repeat).
          if (error.reason !== 'disconnected') throw error;
        }
      }
    },

    publishedRecently: (topic, message) => recent.has(topic, message),

    status: () => ({ sockets: sockets.length, connected: sockets.filter((socket) => socket.open).length, topics: retains.size }),

    async start() {
      if (closed) return false;
      return (sockets[0] ?? openSocket()).outcome();
    },

    async close() {
      closed = true;
      for (const waiter of waiting) waiter.fail(closedError());
      const closing = sockets.splice(0);
      retains.clear();
      holders.clear();
      await Promise.all(closing.map((socket) => socket.close()));
    },
  };
}
