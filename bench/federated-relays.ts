import type { ServerConfig } from '@airlock/server';
import type { StorageKind } from '../services/server/test/support/test-databases';
import { startBenchRelay, type BenchRelay } from './bench-relay';
import { firstMessage, tsxWorker } from './tsx-worker';

/** The operator's WalletConnect Cloud project id, as the network sees it. */
export const OPERATOR_PROJECT_ID = 'b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0';
/** A phone wallet's own project id: the network is all it knows. */
export const WALLET_PROJECT_ID = 'c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0';

/**
 * Federation turned on toward `networkUrl`, with forwarding limits far above what a bench sends
 * (the defaults, 1,200 calls per address and 60,000 per project a minute, would cap it within seconds).
 */
export function federatingTo(networkUrl: string): Partial<ServerConfig> {
  return {
    demoProject: true,
    walletConnectUpstream: networkUrl,
    walletConnectProjectId: OPERATOR_PROJECT_ID,
    walletConnectCallsPerIpMinute: 1_000_000_000,
    walletConnectCallsPerProjectMinute: 1_000_000_000,
  };
}

/** A second Airlock relay playing the public WalletConnect network, in this thread (its timeline can be watched). */
export function startNetworkRelay(): Promise<BenchRelay> {
  return startBenchRelay('pglite', { demoProject: false });
}

/** The same on a thread of its own, so its work does not queue on the federating server's event loop, as a remote network's would not. */
export async function startNetworkRelayThread(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { worker, stop } = tsxWorker(new URL('./network-relay-worker.ts', import.meta.url), undefined);
  try {
    return { url: await firstMessage<string>(worker), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The dApp's Airlock server on `kind`, its relay federating with the network at `networkUrl`. */
export function startFederatingRelay(kind: StorageKind, networkUrl: string): Promise<BenchRelay> {
  return startBenchRelay(kind, federatingTo(networkUrl));
}
