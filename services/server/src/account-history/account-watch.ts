import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerDeps } from '../app/server-deps';

/** What the history asks of the server's indexer (src/indexer's AccountIndexer): index this account from now on. */
export interface AccountWatcher {
  watchAccount(chainId: number, address: string): Promise<void>;
}

/** Accounts this process already asked for; past this many it starts over (asking again is harmless). */
const REMEMBERED_ACCOUNTS = 10_000;

/**
 * The server's indexer, when it has one: `deps.indexer`, else an `indexer` decoration of the app;
 * looked up on each call, since the indexer may be set up after this plugin.
 */
function findWatcher(app: FastifyInstance, deps: ServerDeps): AccountWatcher | undefined {
  const candidate = (deps as { indexer?: unknown }).indexer ?? (app as unknown as { indexer?: unknown }).indexer;
  return typeof (candidate as AccountWatcher | undefined)?.watchAccount === 'function' ? (candidate as AccountWatcher) : undefined;
}

/**
 * Tells the indexer, once per account and chain in this process, that someone reads this account's
 * history, without waiting for it: the page answers from what is indexed now.
 */
export function createAccountWatch(app: FastifyInstance, deps: ServerDeps, log: FastifyBaseLogger) {
  const asked = new Set<string>();
  return (chainIds: readonly number[], address: string): void => {
    const watcher = findWatcher(app, deps);
    if (!watcher) return;
    for (const chainId of chainIds) {
      const key = `${chainId}:${address}`;
      if (asked.has(key)) continue;
      if (asked.size >= REMEMBERED_ACCOUNTS) asked.clear();
      asked.add(key);
      watcher.watchAccount(chainId, address).catch((error: unknown) => {
        asked.delete(key);
        log.warn({ err: error, chainId, address }, 'history: the indexer could not watch the account');
      });
    }
  };
}
