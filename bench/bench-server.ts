import { type AirlockServer, buildServer, loadServerConfig, type ServerConfig } from '@airlock/server';
import type { OpenDatabase } from '../services/server/src/storage/database';
import { onCleanup } from './cleanup';

/** A per-minute budget no benchmark reaches: the figures are the server's own capacity, not its limits. */
export const UNLIMITED = 100_000_000;

export interface BenchServer {
  server: AirlockServer;
  /** Where it listens on 127.0.0.1. */
  base: string;
  /** Closes it (once); also run on Ctrl-C. */
  stop(): Promise<void>;
}

/**
 * The Airlock server as every server benchmark runs it: the environment's config with `overrides`, silent, a fixed
 * admin token, the rate and connection limits raised, listening on a free port of 127.0.0.1.
 */
export async function startBenchServer(overrides: Partial<ServerConfig>, database?: OpenDatabase): Promise<BenchServer> {
  const server = await buildServer(
    {
      ...loadServerConfig({}),
      port: 0,
      logLevel: 'silent',
      adminToken: 'bench-admin-token-0123456789abcdef',
      rateLimitPerMinute: UNLIMITED,
      ipRateLimitPerMinute: UNLIMITED,
      maxConnectionsPerIp: 1_000,
      ...overrides,
    },
    { ...(database && { database }), logger: false },
  );
  const stop = onCleanup(() => server.close());
  try {
    return { server, base: await server.app.listen({ host: '127.0.0.1', port: 0 }), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
