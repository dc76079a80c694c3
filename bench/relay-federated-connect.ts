import { DEMO_PROJECT_ID } from '../services/server/src/projects/project-id';
import { startFederatingRelay, startNetworkRelay, WALLET_PROJECT_ID } from './federated-relays';
import type { BenchResult } from './results';
import { round1 } from './statistics';
import { measurePairings, PairingTimeline, watchRelay } from './walletconnect-pairing';

/**
 * `relay.federated.connect.ms`: pair → session → first signature with the dApp on a federating
 * Airlock server and the wallet only on a second relay that plays the WalletConnect network, both
 * in this process (so the timeline shows both relays), on PGlite.
 */
export async function runRelayFederatedConnect(): Promise<BenchResult[]> {
  const network = await startNetworkRelay();
  try {
    const airlock = await startFederatingRelay('pglite', network.url);
    try {
      const timeline = new PairingTimeline();
      watchRelay(airlock.server, timeline, 'airlock');
      watchRelay(network.server, timeline, 'network');
      const figures = await measurePairings(
        { dapp: { relayUrl: airlock.url, projectId: DEMO_PROJECT_ID }, wallet: { relayUrl: network.url, projectId: WALLET_PROJECT_ID } },
        timeline,
      );
      return [{ id: 'relay.federated.connect.ms', value: round1(figures.median), unit: 'ms', limit: 250, better: 'lower' }];
    } finally {
      await airlock.stop();
    }
  } finally {
    await network.stop();
  }
}
