import type { StorageKind } from '../services/server/test/support/test-databases';
import { startFederatingRelay, startNetworkRelayThread } from './federated-relays';
import { floodInWorker } from './flood-in-worker';
import { PUBLISHERS, type Figures } from './relay-flood';
import type { BenchResult } from './results';

const DURATION_MS = 5_000;
const WARMUP_MS = 1_000;
const WINDOW = 32;

/** Publishes forwarded per second by a federating server on `kind`: its pages publish, subscribers on the network receive. */
async function measure(kind: StorageKind): Promise<Figures> {
  const network = await startNetworkRelayThread();
  try {
    const airlock = await startFederatingRelay(kind, network.url);
    try {
      const ends = { publishTo: airlock.url, subscribeTo: network.url };
      await floodInWorker(ends, WARMUP_MS, WINDOW);
      const figures = await floodInWorker(ends, DURATION_MS, WINDOW);
      const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
      console.log(
        `  federated publish (${label} mailbox, ${PUBLISHERS} publishers × ${WINDOW} in flight): ` +
          `${figures.rps.toFixed(0)} msg/s answered true, p99 ${figures.p99.toFixed(2)} ms` +
          (figures.refused ? `; ${figures.refused} refused, first: ${figures.firstRefusal}` : ''),
      );
      return figures;
    } finally {
      await airlock.stop();
    }
  } finally {
    await network.stop();
  }
}

/** `relay.federated.rps` on PostgreSQL (the multi-process deployment, as `relay.publish.rps`) and `.pglite` on the embedded store. */
export async function runRelayFederatedRps(): Promise<BenchResult[]> {
  const postgres = await measure('postgres');
  const pglite = await measure('pglite');
  return [
    { id: 'relay.federated.rps', value: Math.round(postgres.rps), unit: 'msg/s', limit: 5_000, better: 'higher' },
    { id: 'relay.federated.rps.pglite', value: Math.round(pglite.rps), unit: 'msg/s', limit: 5_000, better: 'higher' },
  ];
}
