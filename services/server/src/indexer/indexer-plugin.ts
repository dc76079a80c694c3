import fp from 'fastify-plugin';
import type { ServerDeps } from '../app/server-deps';
import type { AccountIndexer } from './account-indexer';
import { startChainIndexer } from './chain-indexer';
import { createWatchedAccountRegistry } from './watched-account-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the history route asks of the chain indexer (also when another process indexes: AIRLOCK_INDEXER=off). */
    indexer: AccountIndexer;
  }
}

/**
 * Indexes the configured chains in this process (AIRLOCK_INDEXER=in-process) until the server
 * closes. With AIRLOCK_INDEXER=off, `app.indexer` only records watched accounts, for the
 * `airlock-server indexer` process that holds the chain.
 */
export const indexerPlugin = fp<ServerDeps>(
  async (app, deps) => {
    if (deps.config.indexer === 'off') {
      const registry = createWatchedAccountRegistry(deps.database.db, deps.chains, deps.config.indexerAllChains);
      app.decorate('indexer', { watchAccount: async (chainId: number, address: string) => void (await registry.add(chainId, address)) });
      return;
    }
    const indexer = startChainIndexer({
      chains: deps.chains,
      database: deps.database,
      settings: deps.config,
      log: deps.log.child({ component: 'indexer' }),
    });
    app.decorate('indexer', { watchAccount: (chainId: number, address: string) => indexer.watchAccount(chainId, address) });
    app.addHook('onClose', () => indexer.stop());
  },
  { name: 'airlock-indexer' },
);
