import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RelayHub } from './relay-hub';
import type { RelayMessage } from './relay-message';

/** Hands a newly published message to the subscribers on every server process. */
export interface RelayFanout {
  publish(message: RelayMessage): Promise<void>;
  close(): Promise<void>;
  /** Resolves once this process receives other processes' messages. */
  ready: Promise<void>;
}

/** One process: delivery is local only. */
export function createLocalFanout(hub: RelayHub): RelayFanout {
  return {
    async publish(message) {
      hub.deliverLocal(message);
    },
    async close() {},
    ready: Promise.resolve(),
  };
}

interface FanoutEnvelope {
  node: string;
  message: RelayMessage;
}

/**
 * Several processes sharing one Redis: each delivers locally at once and announces the message on
 * one pub/sub channel; the others deliver it to their own subscribers.
 */
export function createRedisFanout(hub: RelayHub, redis: Redis, prefix: string): RelayFanout {
  const node = randomUUID();
  const channel = `${prefix}relay:fanout`;
  const subscriber = redis.duplicate();
  subscriber.on('error', () => {
    // Reconnects are ioredis's job; a publish while Redis is down fails and is answered as such.
  });
  let listening: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (listening = resolve));
  subscriber.on('ready', () => void subscriber.subscribe(channel).then(listening, () => undefined));
  subscriber.on('message', (_channel: string, text: string) => {
    const envelope = JSON.parse(text) as FanoutEnvelope;
    if (envelope.node !== node) hub.deliverLocal(envelope.message);
  });
  return {
    async publish(message) {
      hub.deliverLocal(message);
      await redis.publish(channel, JSON.stringify({ node, message } satisfies FanoutEnvelope));
    },
    async close() {
      subscriber.disconnect();
    },
    ready,
  };
}
