import { createHash } from 'node:crypto';
import { RelayTestClient } from '../services/server/test/relay-test-client';

export const PUBLISHERS = 8;
const MESSAGE = 'x'.repeat(300);

/** Where the publishers and the subscribers connect: the same relay, or two relays that carry messages between them. */
export interface FloodEnds {
  publishTo: string;
  subscribeTo: string;
}

export interface Figures {
  /** Publishes answered `true`, per second. */
  rps: number;
  p99: number;
  /** Publishes answered with an error (not in rps), and the first such answer. */
  refused: number;
  firstRefusal?: string;
}

/** Sends frames so that those of one tick (say, answers to one batch of replies) leave in one write, as the relay sends its own. */
function corkedWriter(client: RelayTestClient): (text: string) => void {
  const transport = (client.socket as unknown as { _socket: { cork(): void; uncork(): void } })._socket;
  let corked = false;
  return (text) => {
    if (!corked) {
      corked = true;
      transport.cork();
      process.nextTick(() => {
        corked = false;
        transport.uncork();
      });
    }
    client.socket.send(text);
  };
}

/** Raw clients on loopback: each publisher floods its own topic, which one subscriber receives; latency is publish → `true`. */
export async function floodRelay(ends: FloodEnds, durationMs: number, window: number): Promise<Figures> {
  const publishers = await Promise.all(Array.from({ length: PUBLISHERS }, () => RelayTestClient.connect(ends.publishTo)));
  const subscribers = await Promise.all(Array.from({ length: PUBLISHERS }, () => RelayTestClient.connect(ends.subscribeTo)));
  const stopClients = () => Promise.all([...publishers, ...subscribers].map((client) => client.close()));
  try {
    const topics = publishers.map((_, index) => createHash('sha256').update(`bench-${index}-${Math.random()}`).digest('hex'));
    await Promise.all(subscribers.map((subscriber, index) => subscriber.result('irn_subscribe', { topic: topics[index] })));
    // From here on the clients do the least work they can: nobody keeps frames, subscribers only count them.
    for (const client of [...publishers, ...subscribers]) client.socket.removeAllListeners('message');
    let delivered = 0;
    // Subscribers ack every delivery with `result: true`, as the SDK does, one write per frame batch.
    for (const subscriber of subscribers) {
      const acks = corkedWriter(subscriber);
      subscriber.socket.on('message', (data) => {
        delivered++;
        const id = /^\{"id":(\d+)/.exec(data.toString())?.[1];
        if (id) acks(`{"id":${id},"jsonrpc":"2.0","result":true}`);
      });
    }
    const latencies: number[] = [];
    let refused = 0;
    let firstRefusal: string | undefined;
    let sequence = 0;
    const deadline = performance.now() + durationMs;
    await Promise.all(
      publishers.map((publisher, index) => {
        const sentAt = new Map<number, number>();
        let nextId = 1;
        const publish = corkedWriter(publisher);
        return new Promise<void>((resolve) => {
          const send = () => {
            if (performance.now() >= deadline) {
              if (sentAt.size === 0) resolve();
              return;
            }
            const id = nextId++;
            sentAt.set(id, performance.now());
            publish(
              `{"id":${id},"jsonrpc":"2.0","method":"irn_publish",` +
                `"params":{"topic":"${topics[index]}","message":"${sequence++}${MESSAGE}","ttl":300,"tag":1108}}`,
            );
          };
          publisher.socket.on('message', (data) => {
            const text = data.toString();
            const id = Number(/^\{"id":(\d+)/.exec(text)?.[1]);
            const started = sentAt.get(id);
            if (started === undefined) return;
            sentAt.delete(id);
            if (text.includes('"result":true')) latencies.push(performance.now() - started);
            else {
              refused++;
              firstRefusal ??= text.slice(0, 300);
            }
            send();
          });
          for (let slot = 0; slot < window; slot++) send();
        });
      }),
    );
    latencies.sort((a, b) => a - b);
    // Deliveries still on the wire when the last publish was acknowledged may be missed, nothing more.
    if (delivered < latencies.length * 0.95)
      throw new Error(`only ${delivered} of ${latencies.length} acknowledged publishes were delivered`);
    return {
      rps: latencies.length / (durationMs / 1000),
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? Infinity,
      refused,
      firstRefusal,
    };
  } finally {
    await stopClients();
  }
}
