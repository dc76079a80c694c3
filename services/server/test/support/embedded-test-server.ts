import { randomBytes } from 'node:crypto';
import { startServer, type RunningServer } from '../../src/app/start-server';
import { loadServerConfig } from '../../src/config/server-config';
import { devnetChainConfigs } from './devnet-chain-configs';

/**
 * A server for the embedded wallet's tests: in-memory database, free API and frame ports, a fresh
 * master key in `dataDir`, the demo project, and the devnet's chains (at `rpcUrls`, else their default ports).
 */
export function startEmbeddedTestServer(options: {
  dataDir: string;
  rpcUrls?: readonly string[];
  frameDir?: string;
}): Promise<RunningServer> {
  return startServer(
    {
      ...loadServerConfig({ AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'), AIRLOCK_DATA_DIR: options.dataDir, AIRLOCK_DEMO: '1' }),
      port: 0,
      framePort: 0,
      databaseUrl: 'memory://',
      logLevel: 'warn',
      chains: devnetChainConfigs(options.rpcUrls),
      ...(options.frameDir ? { frameDir: options.frameDir } : {}),
    },
    { logger: false },
  );
}
