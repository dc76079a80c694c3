import { devnetChainsFile, startDevnet, type Devnet } from '@airlock/devnet';
import { DEMO_PROJECT_ID, loadServerConfig, startServer, withAllowedNftHosts, parseChainsFile, type RunningServer } from '@airlock/server';
import { startDemoServer, type DemoServer } from '../../apps/demo/server/demo-server';
import { DEMO_TEST_DIST, FRAME_TEST_DIST } from './test-builds';

/**
 * What a test needs to reach a stack from outside its processes: URLs and the devnet's accounts. The
 * shared stack (started by the global setup, in another process) offers only this.
 */
export interface DemoStackEndpoints {
  devnet: Pick<Devnet, 'chains' | 'accounts' | 'addresses' | 'nftMetadata'>;
  server: Pick<RunningServer, 'url' | 'frameUrl'>;
  demo: Pick<DemoServer, 'url'>;
}

/** A stack this process started: the servers themselves too (their storage, the dev outbox). */
export interface DemoStack extends DemoStackEndpoints {
  devnet: Devnet;
  server: RunningServer;
  demo: DemoServer;
  stop(): Promise<void>;
}

/** A stack's endpoints as plain data, to hand to test files in other processes. */
export function demoStackEndpoints({ devnet, server, demo }: DemoStackEndpoints): DemoStackEndpoints {
  return {
    devnet: { chains: devnet.chains, accounts: devnet.accounts, addresses: devnet.addresses, nftMetadata: devnet.nftMetadata },
    server: { url: server.url, frameUrl: server.frameUrl },
    demo: { url: demo.url },
  };
}

export interface DemoStackOptions {
  /** Demo config overrides, e.g. another projectId or no apiUrl at all. */
  projectId?: string | null;
  withServer?: boolean;
  /** Extra server environment (say, AIRLOCK_SOCIAL_* for a local OpenID provider). */
  serverEnv?: Record<string, string>;
  /** A fixed frame port (a social provider's redirect URI names it); a free one by default. */
  framePort?: number;
}

/** A devnet, the Airlock server (in-memory PGlite) and the built demo, each on free ports, for one test file. */
export async function startDemoStack(options: DemoStackOptions = {}): Promise<DemoStack> {
  const devnet = await startDevnet();
  const stops: Array<() => Promise<void>> = [() => devnet.stop()];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const config = loadServerConfig({ AIRLOCK_DEMO: '1', ...options.serverEnv });
    const server = await startServer(
      {
        // As `npm start` does (AIRLOCK_DEMO=1): the demo signs in to the demo project.
        ...config,
        nftFetch: withAllowedNftHosts(config.nftFetch, [devnet.nftMetadata.host]),
        port: 0,
        // The embedded wallet's frame host too takes a free port, not 8788 (`npm start` may be running).
        framePort: options.framePort ?? 0,
        frameDir: FRAME_TEST_DIST,
        databaseUrl: 'memory://',
        logLevel: 'warn',
        chains: parseChainsFile(devnetChainsFile(devnet.chains.map((chain) => chain.rpcUrl))),
      },
      { logger: false },
    );
    stops.push(() => server.close());
    const withServer = options.withServer ?? true;
    const demo = await startDemoServer({
      distDir: DEMO_TEST_DIST,
      frameUrl: server.frameUrl,
      config: {
        chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
        apiUrl: withServer ? server.url : undefined,
        projectId: withServer ? (options.projectId === null ? undefined : (options.projectId ?? DEMO_PROJECT_ID)) : undefined,
      },
    });
    stops.push(() => demo.close());
    return { devnet, server, demo, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
