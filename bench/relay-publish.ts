import type { StorageKind } from '../services/server/test/support/test-databases';
import { startBenchRelay } from './bench-relay';
import { PUBLISHERS, type Figures } from './relay-flood';
import { floodInWorker } from './flood-in-worker';
import type { BenchResult } from './results';

const DURATION_MS = 5_000;
const WARMUP_MS = 1_000;
/** Publishes each publisher keeps in flight: a deep window for throughput, one at a time for latency. */
const THROUGHPUT_WINDOW = 32;
const LATENCY_WINDOW = 1;

/** One storage's figures: throughput with a deep window, p99 latency one publish at a time. */
async function measure(kind: StorageKind): Promise<{ throughput: Figures; latency: Figures }> {
  const relay = await startBenchRelay(kind);
  const ends = { publishTo: relay.url, subscribeTo: relay.url };
  try {
    await floodInWorker(ends, WARMUP_MS, THROUGHPUT_WINDOW);
    const throughput = await floodInWorker(ends, DURATION_MS, THROUGHPUT_WINDOW);
    const latency = await floodInWorker(ends, DURATION_MS, LATENCY_WINDOW);
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    for (const [name, window, figures] of [
      ['throughput', THROUGHPUT_WINDOW, throughput],
      ['latency', LATENCY_WINDOW, latency],
    ] as const) {
      console.log(
        `  relay publish ${name} (${label} mailbox, ${PUBLISHERS} publishers × ${window} in flight): ` +
          `${figures.rps.toFixed(0)} msg/s, p99 ${figures.p99.toFixed(2)} ms`,
      );
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
