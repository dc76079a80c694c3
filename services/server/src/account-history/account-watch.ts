import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AccountIndexer } from '../indexer/account-indexer';

/** Accounts this process already asked for; past this many it starts over (asking again is harmless). */
const REMEMBERED_ACCOUNTS = 10_000;

/**
 * Tells the server's indexer (`app.indexer`), once per account and chain in this process, that
 * someone reads this account's history, without waiting for it: the page answers from what is
 * indexed now. A server built without the indexer plugin asks no one.
 */
export function createAccountWatch(app: FastifyInstance, log: FastifyBaseLogger) {
  const asked = new Set<string>();
  return (chainIds: readonly number[], address: string): void => {
    if (!app.hasDecorator('indexer')) return;
    const indexer: AccountIndexer = app.indexer;
    for (const chainId of chainIds) {
      const key = `${chainId}:${address}`;
      if (asked.has(key)) continue;
      if (asked.size >= REMEMBERED_ACCOUNTS) asked.clear();
      asked.add(key);
      indexer.watchAccount(chainId, address).catch((error: unknown) => {
        asked.delete(key);
        log.warn({ err: error, chainId, address }, 'history: the indexer could not watch the account');
      });
    }
  };
}
