import { buildServer, loadServerConfig } from '@airlock/server';
import { DEMO_PROJECT_ID } from '../services/server/src/projects/project-id';
import { openTestDatabase } from '../services/server/test/support/test-databases';
import { listenRelay } from '../services/server/test/relay-test-client';
import { onCleanup } from './cleanup';
import type { BenchResult } from './results';
import { round1 } from './statistics';
import { measurePairings, PairingTimeline, watchRelay } from './walletconnect-pairing';

/** A dApp and a wallet on the relay of one server (fresh PGlite, default limits). */
export async function runWalletconnectConnect(): Promise<BenchResult[]> {
  const database = await openTestDatabase('pglite');
  const stopDatabase = onCleanup(() => database.close());
  const server = await buildServer(
    {
      ...loadServerConfig({}),
      demoProject: true,
      port: 0,
      logLevel: 'silent',
      adminToken: 'bench-admin-token-0123456789abcdef',
      rateLimitPerMinute: 0,
      ipRateLimitPerMinute: 0,
    },
    { database, logger: false },
  );
  const stopServer = onCleanup(() => server.close());
  try {
    const relayUrl = await listenRelay(server);
    const timeline = new PairingTimeline();
    watchRelay(server, timeline, 'relay');
    const side = { relayUrl, projectId: DEMO_PROJECT_ID };
    const figures = await measurePairings({ dapp: side, wallet: side }, timeline);
    return [
      { id: 'walletconnect.connect.ms', value: round1(figures.median), unit: 'ms', limit: 150, better: 'lower' },
      { id: 'walletconnect.connect.p95.ms', value: round1(figures.p95), unit: 'ms', limit: 300, better: 'lower' },
    ];
  } finally {
    await stopServer();
    await stopDatabase();
  }
}
