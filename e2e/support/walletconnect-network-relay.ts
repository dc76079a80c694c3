import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadServerConfig, startServer, type RunningServer } from '@airlock/server';

/**
 * A stand-in for the public WalletConnect network: an Airlock relay of its own, in memory, that
 * phone wallets (the WalletKit test wallet, the terminal wallet) connect to, and that an Airlock
 * server federates with (AIRLOCK_WALLETCONNECT_UPSTREAM=`url`).
 */
export interface WalletConnectNetworkRelay {
  /** ws://host:port/relay, as a wallet and AIRLOCK_WALLETCONNECT_UPSTREAM take it. */
  readonly url: string;
  readonly port: number;
  /**
   * Stops it, stays down for `downForMs`, then starts a fresh one on the same port: sockets drop, and
   * stored messages and subscriptions are gone, as in a relay outage.
   */
  restart(downForMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface WalletConnectNetworkRelayOptions {
  host?: string;
  /** 0 (the default) takes a free port, kept across restarts. */
  port?: number;
}

/**
 * Starts the stand-in network. It reads none of the caller's environment: a network relay that
 * federated in turn, or made the demo project, would be no stand-in for the public one.
 */
export async function startWalletConnectNetworkRelay({
  host = '127.0.0.1',
  port = 0,
}: WalletConnectNetworkRelayOptions = {}): Promise<WalletConnectNetworkRelay> {
  // Its generated master key goes here, not into the .airlock/ of `npm start`.
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-walletconnect-network-'));
  const listen = (onPort: number): Promise<RunningServer> =>
    startServer(
      {
        ...loadServerConfig({}),
        host,
        port: onPort,
        framePort: 0,
        dataDir,
        databaseUrl: 'memory://',
        adminToken: randomBytes(24).toString('hex'),
        logLevel: 'warn',
      },
      { logger: false },
    );
  let server: RunningServer | undefined;
  try {
    server = await listen(port);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const boundPort = Number(new URL(server.url).port);
  const url = `ws://${host.includes(':') ? `[${host}]` : host}:${boundPort}/relay`;
  return {
    url,
    port: boundPort,
    async restart(downForMs = 0) {
      await server?.close();
      server = undefined;
      await new Promise((resolve) => setTimeout(resolve, downForMs));
      server = await listen(boundPort);
    },
    async stop() {
      await server?.close();
      server = undefined;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
