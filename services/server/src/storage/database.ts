import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { CONSOLE_DATABASE_LOG, type DatabaseLog } from './database-log';
import { openPglite, openPgliteDataDir } from './pglite-database';
import { openPostgres } from './postgres-database';
import type * as schema from './schema';

export { MIGRATIONS_DIR } from './migrations-dir';
export type { DatabaseLog } from './database-log';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Where lost PostgreSQL connections are reported (default: the console). */
  log?: DatabaseLog;
}

/**
 * PostgreSQL when a URL is given; else PGlite in `dataDir` (locked against other processes), or in
 * a throw-away directory for `memory://`. Both run the same drizzle migrations before returning.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl && !options.databaseUrl.startsWith('memory://')) {
    return openPostgres(options.databaseUrl, options.log ?? CONSOLE_DATABASE_LOG);
  }
  if (options.dataDir && !options.databaseUrl) return openPgliteDataDir(options.dataDir);
  const scratch = await mkdtemp(join(tmpdir(), 'airlock-pglite-'));
  try {
    return await openPglite(scratch, () => rm(scratch, { recursive: true, force: true }));
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
