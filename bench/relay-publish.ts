import { createHash } from 'node:crypto';
import { buildServer, loadServerConfig, type AirlockServer } from '@airlock/server';
import { openTestDatabase } from '../services/server/test/support/test-databases';
import { listenRelay, RelayTestClient } from '../services/server/test/relay-test-client';
import { onCleanup } from './cleanup';
import type { BenchResult } from './results';

const DURATION_MS = 5_000;
const WARMUP_MS = 1_000;
const PUBLISHERS = 8;
/** Publishes each publisher keeps in flight: a deep window for throughput, one at a time for latency. */
const THROUGHPUT_WINDOW = 32;
const LATENCY_WINDOW = 1;
const MESSAGE = 'x'.repeat(300);

interface Figures {
  rps: number;
  p99: number;
}

/** Raw clients on loopback: each publisher floods its own topic, which one subscriber receives; latency is publish → `true`. */
async function flood(relayUrl: string, durationMs: number, window: number): Promise<Figures> {
  const publishers = await Promise.all(Array.from({ length: PUBLISHERS }, () => RelayTestClient.connect(relayUrl)));
  const subscribers = await Promise.all(Array.from({ length: PUBLISHERS }, () => RelayTestClient.connect(relayUrl)));
  const stopClients = onCleanup(() => Promise.all([...publishers, ...subscribers].map((client) => client.close())).then(() => undefined));
  try {
    const topics = publishers.map((_, index) => createHash('sha256').update(`bench-${index}-${Math.random()}`).digest('hex'));
    await Promise.all(subscribers.map((subscriber, index) => subscriber.result('irn_subscribe', { topic: topics[index] })));
    const latencies: number[] = [];
    let sequence = 0;
    const deadline = performance.now() + durationMs;
    await Promise.all(
      publishers.map((publisher, index) => {
        const sentAt = new Map<number, number>();
        let nextId = 1;
        return new Promise<void>((resolve) => {
          const send = () => {
            if (performance.now() >= deadline) {
              if (sentAt.size === 0) resolve();
              return;
            }
            const id = nextId++;
            sentAt.set(id, performance.now());
            publisher.socket.send(
              `{"id":${id},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topics[index]}","message":"${sequence++}${MESSAGE}","ttl":300,"tag":1108}}`,
            );
          };
          publisher.socket.on('message', (data) => {
            const id = Number(/^\{"id":(\d+)/.exec(data.toString())?.[1]);
            const started = sentAt.get(id);
            if (started === undefined) return;
            sentAt.delete(id);
            latencies.push(performance.now() - started);
            send();
          });
          for (let slot = 0; slot < window; slot++) send();
        });
      }),
    );
    latencies.sort((a, b) => a - b);
    return { rps: latencies.length / (durationMs / 1000), p99: latencies[Math.floor(latencies.length * 0.99)] ?? Infinity };
  } finally {
    await stopClients();
  }
}

async function startRelay(): Promise<{ server: AirlockServer; url: string; stop: () => Promise<void> }> {
  const database = await openTestDatabase('pglite');
  const stopDatabase = onCleanup(() => database.close());
  const server = await buildServer(
    { ...loadServerConfig({}), port: 0, logLevel: 'silent', adminToken: 'bench-admin-token-0123456789abcdef', rateLimitPerMinute: 0, ipRateLimitPerMinute: 0, maxConnectionsPerIp: 100_000 },
    { database, logger: false },
  );
  const stopServer = onCleanup(() => server.close());
  // The per-client mailbox bound is a budget, not throughput: off here, as the server bench turns off rate limits.
  server.app.relay.limits = { ...server.app.relay.limits, maxStoredMessagesPerPublisher: Infinity, maxSocketsPerAddress: 100_000 };
  const url = await listenRelay(server);
  return { server, url, stop: async () => (await stopServer(), await stopDatabase()) };
}

export async function runRelayPublish(): Promise<BenchResult[]> {
  const relay = await startRelay();
  try {
    await flood(relay.url, WARMUP_MS, THROUGHPUT_WINDOW);
    const throughput = await flood(relay.url, DURATION_MS, THROUGHPUT_WINDOW);
    const latency = await flood(relay.url, DURATION_MS, LATENCY_WINDOW);
    for (const [label, window, figures] of [['throughput', THROUGHPUT_WINDOW, throughput], ['latency', LATENCY_WINDOW, latency]] as const) {
      console.log(`  relay publish ${label} (PGlite mailbox, ${PUBLISHERS} publishers × ${window} in flight): ${figures.rps.toFixed(0)} msg/s, p99 ${figures.p99.toFixed(2)} ms`);
    }
    return [
      { id: 'relay.publish.rps', value: Math.round(throughput.rps), unit: 'msg/s', limit: 20_000, better: 'higher' },
      { id: 'relay.publish.p99.ms', value: Math.round(latency.p99 * 100) / 100, unit: 'ms', limit: 10, better: 'lower' },
    ];
  } finally {
    await relay.stop();
  }
}
