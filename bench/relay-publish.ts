import { Worker } from 'node:worker_threads';
import { buildServer, loadServerConfig, type AirlockServer } from '@airlock/server';
import { openTestDatabase, type StorageKind } from '../services/server/test/support/test-databases';
import { listenRelay } from '../services/server/test/relay-test-client';
import type { Figures } from './relay-flood';
import { onCleanup } from './cleanup';
import type { BenchResult } from './results';

const DURATION_MS = 5_000;
const WARMUP_MS = 1_000;
const PUBLISHERS = 8;
/** Publishes each publisher keeps in flight: a deep window for throughput, one at a time for latency. */
const THROUGHPUT_WINDOW = 32;
const LATENCY_WINDOW = 1;

/** The clients run in a worker thread, as autocannon does for the server bench. */
async function flood(relayUrl: string, durationMs: number, window: number): Promise<Figures> {
  const entry = new URL('./relay-load-worker.ts', import.meta.url).href;
  // A worker cannot start from a .ts file on Node 20, so it registers tsx first and then imports it.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { relayUrl, durationMs, window } });
  const stopWorker = onCleanup(() => worker.terminate().then(() => undefined));
  try {
    return await new Promise<Figures>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await stopWorker();
  }
}

async function startRelay(kind: StorageKind): Promise<{ server: AirlockServer; url: string; stop: () => Promise<void> }> {
  const database = await openTestDatabase(kind);
  const stopDatabase = onCleanup(() => database.close());
  const server = await buildServer(
    { ...loadServerConfig({}), port: 0, logLevel: 'silent', adminToken: 'bench-admin-token-0123456789abcdef', rateLimitPerMinute: 0, ipRateLimitPerMinute: 0, maxConnectionsPerIp: 100_000 },
    { database, logger: false },
  );
  const stopServer = onCleanup(() => server.close());
  // The per-client mailbox bound and the per-socket publish rate are budgets, not throughput: off here, as the server
  // bench turns off rate limits (8 sockets publish ~5,000 msg/s each). The byte quotas stay on.
  server.app.relay.limits = { ...server.app.relay.limits, maxStoredMessagesPerPublisher: Infinity, maxSocketsPerAddress: 100_000, publishesPerSecond: Infinity };
  const url = await listenRelay(server);
  return { server, url, stop: async () => (await stopServer(), await stopDatabase()) };
}

/** One storage's figures: throughput with a deep window, p99 latency one publish at a time. */
async function measure(kind: StorageKind): Promise<{ throughput: Figures; latency: Figures }> {
  const relay = await startRelay(kind);
  try {
    await flood(relay.url, WARMUP_MS, THROUGHPUT_WINDOW);
    const throughput = await flood(relay.url, DURATION_MS, THROUGHPUT_WINDOW);
    const latency = await flood(relay.url, DURATION_MS, LATENCY_WINDOW);
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    for (const [name, window, figures] of [['throughput', THROUGHPUT_WINDOW, throughput], ['latency', LATENCY_WINDOW, latency]] as const) {
      console.log(`  relay publish ${name} (${label} mailbox, ${PUBLISHERS} publishers × ${window} in flight): ${figures.rps.toFixed(0)} msg/s, p99 ${figures.p99.toFixed(2)} ms`);
    }
    return { throughput, latency };
  } finally {
    await relay.stop();
  }
}

/**
 * Measured on both storages a server can run on: PostgreSQL (what a deployment with several server
 * processes uses; the figure the limit applies to) and the embedded PGlite (what `npm start` uses),
 * whose inserts run on the relay's own thread.
 */
export async function runRelayPublish(): Promise<BenchResult[]> {
  const postgres = await measure('postgres');
  const pglite = await measure('pglite');
  const round = (value: number) => Math.round(value * 100) / 100;
  return [
    { id: 'relay.publish.rps', value: Math.round(postgres.throughput.rps), unit: 'msg/s', limit: 20_000, better: 'higher' },
    { id: 'relay.publish.p99.ms', value: round(postgres.latency.p99), unit: 'ms', limit: 10, better: 'lower' },
    { id: 'relay.publish.rps.pglite', value: Math.round(pglite.throughput.rps), unit: 'msg/s', limit: 20_000, better: 'higher' },
    { id: 'relay.publish.p99.ms.pglite', value: round(pglite.latency.p99), unit: 'ms', limit: 10, better: 'lower' },
  ];
}
