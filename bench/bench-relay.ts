import { buildServer, loadServerConfig, type AirlockServer, type ServerConfig } from '@airlock/server';
import { openTestDatabase, type StorageKind } from '../services/server/test/support/test-databases';
import { listenRelay } from '../services/server/test/relay-test-client';
import { onCleanup } from './cleanup';

export interface BenchRelay {
  server: AirlockServer;
  /** ws://127.0.0.1:<port>/relay */
  url: string;
  stop(): Promise<void>;
}

/**
 * A server on a fresh `kind` database listening on loopback, for the relay throughput benches:
 * rate limits off, and the per-client mailbox bound and per-socket publish rate too. Those are
 * budgets, not throughput (8 sockets publish thousands of messages a second each); the byte quotas stay on.
 */
export async function startBenchRelay(kind: StorageKind, config: Partial<ServerConfig> = {}): Promise<BenchRelay> {
  const database = await openTestDatabase(kind);
  const stopDatabase = onCleanup(() => database.close());
  const server = await buildServer(
    {
      ...loadServerConfig({}),
      port: 0,
      logLevel: 'silent',
      adminToken: 'bench-admin-token-0123456789abcdef',
      rateLimitPerMinute: 0,
      ipRateLimitPerMinute: 0,
      maxConnectionsPerIp: 100_000,
      ...config,
    },
    { database, logger: false },
  );
  const stopServer = onCleanup(() => server.close());
  server.app.relay.limits = {
    ...server.app.relay.limits,
    maxStoredMessagesPerPublisher: Infinity,
    maxSocketsPerAddress: 100_000,
    publishesPerSecond: Infinity,
  };
  const url = await listenRelay(server);
  return { server, url, stop: async () => (await stopServer(), await stopDatabase()) };
}
