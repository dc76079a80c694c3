import { randomBytes } from 'node:crypto';
import { MasterKey } from '../../src/embedded/master-key';
import { buildServer, type AirlockServer } from '../../src/app/build-server';
import type { ChainConfig } from '../../src/config/chain-config';
import { loadServerConfig, type ServerConfig } from '../../src/config/server-config';
import { devnetChainConfigs } from './devnet-chain-configs';
import { openTestDatabase, type StorageKind } from './test-databases';

/** The admin token every test server is built with. */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const ADMIN_HEADERS = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

/** A server on a fresh database, not listening: drive it with `app.inject`. */
export async function buildTestServer(
  options: { storage?: StorageKind; chains?: ChainConfig[]; config?: Partial<ServerConfig> } = {},
): Promise<AirlockServer> {
  const database = await openTestDatabase(options.storage ?? 'pglite');
  // A key per server, so no test writes a master-key file into the package's data directory. The
  // demo project is asked for, as `npm start` does: the tests use it as a ready-made project.
  // No chain indexer unless a test asks for one (`indexer: 'in-process'`): most tests never read history, and it polls their chains.
  const config = {
    ...loadServerConfig({}),
    demoProject: true,
    port: 0,
    logLevel: 'silent',
    adminToken: TEST_ADMIN_TOKEN,
    masterKey: new MasterKey(randomBytes(32)),
    indexer: 'off' as const,
    ...options.config,
  };
  // The devnet chains at their default ports unless a test gives its own, as the server had before chains came only from a chains file.
  config.chains = options.chains ?? devnetChainConfigs();
  const server = await buildServer(config, { database, logger: false });
  return {
    ...server,
    async close() {
      await server.close();
      await database.close();
    },
  };
}
