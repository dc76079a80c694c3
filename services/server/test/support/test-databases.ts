import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../src/storage/database';

/** PostgreSQL for the storage pass: DATABASE_URL, else the local server every machine here runs. */
export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type StorageKind = 'pglite' | 'postgres';

/** Storage backends to run the same tests on. PostgreSQL is skipped only with AIRLOCK_SKIP_POSTGRES=1. */
export const STORAGE_KINDS: StorageKind[] = process.env.AIRLOCK_SKIP_POSTGRES === '1' ? ['pglite'] : ['pglite', 'postgres'];

/** A fresh, empty PostgreSQL database: its URL, and `drop` to remove it (connections and all). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `airlock_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, migrated database of the given kind; PostgreSQL ones are created and dropped per call. */
export async function openTestDatabase(kind: StorageKind): Promise<OpenDatabase> {
  if (kind === 'pglite') return openDatabase({ databaseUrl: 'memory://' });
  const created = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
