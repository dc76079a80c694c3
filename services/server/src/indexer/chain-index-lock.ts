import type pg from 'pg';
import type { OpenDatabase } from '../storage/database';

/** Which process indexes a chain: with several on one database, only the holder of its lock. */
export interface ChainLocks {
  /** True while this process holds (or has just taken) the chain's lock. */
  tryAcquire(chainId: number): Promise<boolean>;
  /** Gives up every lock (the chains are free for another process). */
  close(): Promise<void>;
}

interface LockLog {
  warn(details: object, message: string): void;
}

/** PGlite is opened by one process at a time: no one to share a chain with. */
export const SINGLE_PROCESS_LOCKS: ChainLocks = { tryAcquire: async () => true, close: async () => undefined };

const LOCK_SQL = "SELECT pg_try_advisory_lock(hashtext('airlock:indexer'), $1::int) AS locked";
const lockId = (chainId: number) => chainId % 2_147_483_647;

/**
 * PostgreSQL session advisory locks, one per chain, held on a connection of the indexer's own: they
 * last until it closes or drops, so a process that dies frees its chains for another at once.
 */
export function createAdvisoryChainLocks(pool: pg.Pool, log: LockLog): ChainLocks {
  let client: pg.PoolClient | undefined;
  // Callers at once share one connection attempt (two would leak a connection, and split the locks).
  let connecting: Promise<pg.PoolClient> | undefined;
  const held = new Set<number>();

  const drop = (client_: pg.PoolClient, error?: Error) => {
    if (client !== client_) return;
    client = undefined;
    held.clear();
    client_.release(error ?? true);
  };

  const connect = async (): Promise<pg.PoolClient> => {
    const fresh = await pool.connect();
    fresh.on('error', (error) => {
      log.warn({ reason: error.message }, 'indexer lock connection lost; the chains are free until it is back');
      drop(fresh, error);
    });
    client = fresh;
    return fresh;
  };
  const connection = (): Promise<pg.PoolClient> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  };

  return {
    async tryAcquire(chainId) {
      const current = await connection();
      try {
        if (held.has(chainId)) {
          await current.query('SELECT 1');
          return held.has(chainId);
        }
        const result = await current.query<{ locked: boolean }>(LOCK_SQL, [lockId(chainId)]);
        if (result.rows[0]?.locked) held.add(chainId);
        return held.has(chainId);
      } catch (error) {
        drop(current, error as Error);
        throw error;
      }
    },
    async close() {
      await connecting?.catch(() => undefined);
      const current = client;
      if (!current) return;
      client = undefined;
      held.clear();
      // Ending the session releases its advisory locks.
      current.release(true);
    },
  };
}

/** The locks that suit the storage: advisory locks on PostgreSQL, none on PGlite. */
export function chainLocksFor(database: OpenDatabase, log: LockLog): ChainLocks {
  if (database.kind !== 'postgres') return SINGLE_PROCESS_LOCKS;
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return createAdvisoryChainLocks(pool, log);
}
