import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteTemplateDir, seedPgliteDir } from './pglite-template';
import * as schema from './schema';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

async function openPostgres(databaseUrl: string): Promise<OpenDatabase> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dir: string, onClose?: () => Promise<void>): Promise<OpenDatabase> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const template = await pgliteTemplateDir(MIGRATIONS_DIR, async (building) => {
    const client = new PGlite(building);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    await client.close();
  });
  await seedPgliteDir(dir, template);
  const client = new PGlite(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async close() {
      await client.close();
      await onClose?.();
    },
  };
}

/**
 * PostgreSQL when a URL is given; else PGlite in `dataDir`, or in a throw-away directory for
 * `memory://`. Both run the same drizzle migrations before returning.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<OpenDatabase> {
  if (options.databaseUrl && !options.databaseUrl.startsWith('memory://')) return openPostgres(options.databaseUrl);
  if (options.dataDir && !options.databaseUrl) return openPglite(join(options.dataDir, 'pglite'));
  const scratch = await mkdtemp(join(tmpdir(), 'airlock-pglite-'));
  return openPglite(scratch, () => rm(scratch, { recursive: true, force: true }));
}
