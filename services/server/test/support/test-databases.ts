import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../src/storage/database';

/** PostgreSQL for the storage pass: DATABASE_URL, else the local server every machine here runs. */
export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type StorageKind = 'pglite' | 'postgres';

/** Storage backends to run the same tests on. PostgreSQL is skipped only with AIRLOCK_SKIP_POSTGRES=1. */
export const STORAGE_KINDS: StorageKind[] = process.env.AIRLOCK_SKIP_POSTGRES === '1' ? ['pglite'] : ['pglite', 'postgres'];

export interface TestPostgresDatabase {
  name: string;
  url: string;
  /** Removes the database, ending its connections. */
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database named `<prefix>_<random>`. */
export async function createPostgresDatabase(prefix = 'airlock_test'): Promise<TestPostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
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
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The same database reached through a local proxy listening on `port`. */
export function databaseUrlThrough(url: string, port: number): string {
  return Object.assign(new URL(url), { hostname: '127.0.0.1', port: String(port) }).toString();
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
