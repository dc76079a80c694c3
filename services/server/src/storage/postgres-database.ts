import type { Database, OpenDatabase } from './database';
import type { DatabaseLog } from './database-log';
import { MIGRATIONS_DIR } from './migrations-dir';
import * as schema from './schema';

/** A request waiting for a connection fails after this long, so an outage answers 503 at once instead of hanging. */
const CONNECT_TIMEOUT_MS = 3_000;
/** A query with no answer after this long fails, and its connection is thrown away. */
const QUERY_TIMEOUT_MS = 10_000;
const IDLE_CONNECTION_MS = 30_000;
/** TCP keepalive on idle connections, so one to a host that vanished is noticed before a query waits on it. */
const KEEPALIVE_DELAY_MS = 10_000;
const MAX_CONNECTIONS = 10;
/** Held by the migrating connection until it ends (a session-level advisory lock). */
const MIGRATION_LOCK_SQL = "SELECT pg_advisory_lock(hashtext('airlock:migrations'))";

function lossDetails(error: Error): object {
  const code = (error as { code?: unknown }).code;
  return code === undefined ? { reason: error.message } : { reason: error.message, code };
}

/**
 * PostgreSQL at `databaseUrl`, migrated. Migrations run on a connection of their own with no query
 * timeout (an index on a big table may take minutes); requests use a pool that fails fast while the
 * database is unreachable and opens new connections on demand once it is back. A connection that
 * drops is logged, never thrown: an `error` event without a listener would end the process.
 */
export async function openPostgres(databaseUrl: string, log: DatabaseLog): Promise<OpenDatabase> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const migrator = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  migrator.on('error', (error) => log.warn(lossDetails(error), 'PostgreSQL connection lost while migrating'));
  await migrator.connect();
  try {
    // Processes starting together on one database take turns; the next finds the migrations applied.
    await migrator.query(MIGRATION_LOCK_SQL);
    await migrate(drizzle(migrator, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await migrator.end();
  }

  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: MAX_CONNECTIONS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  // Every connection gets a listener, also while checked out (between the queries of a transaction);
  // the pool re-emits the errors of idle ones, already reported here.
  pool.on('connect', (client) =>
    client.on('error', (error) => log.warn(lossDetails(error), 'PostgreSQL connection lost; a new one is opened for the next query')),
  );
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}
