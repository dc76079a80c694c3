import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, OpenDatabase } from './database';
import { lockDataDirectory } from './data-directory-lock';
import { MIGRATIONS_DIR } from './migrations-dir';
import { holdsPgliteCluster } from './pglite-cluster';
import { seedPgliteDir } from './pglite-seed';
import { pgliteTemplateDir } from './pglite-template';
import * as schema from './schema';
import { UnopenableDataDirectoryError } from './unopenable-data-directory-error';

async function openMigrated(dir: string): Promise<{ client: PGlite; db: Database }> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite(dir);
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return { client, db: db as unknown as Database };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

async function buildTemplate(dir: string): Promise<void> {
  const { client } = await openMigrated(dir);
  await client.close();
}

/**
 * Opens (first making, from the template, when it holds no cluster) the PGlite database in `dir`.
 * A database this call has just made that does not open means the template is damaged: it is
 * rebuilt and the database made again, once. One that was there before and does not open is left
 * alone for the operator (UnopenableDataDirectoryError).
 */
async function openPgliteDir(dir: string): Promise<{ client: PGlite; db: Database }> {
  if (await holdsPgliteCluster(dir)) {
    try {
      return await openMigrated(dir);
    } catch (error) {
      throw new UnopenableDataDirectoryError(dir, error);
    }
  }
  await seedPgliteDir(dir, await pgliteTemplateDir(MIGRATIONS_DIR, buildTemplate));
  try {
    return await openMigrated(dir);
  } catch {
    await seedPgliteDir(dir, await pgliteTemplateDir(MIGRATIONS_DIR, buildTemplate, { rebuild: true }));
    return openMigrated(dir);
  }
}

/** PGlite in `dir`, which nothing else may use; `onClose` runs after the database has closed. */
export async function openPglite(dir: string, onClose?: () => Promise<void>): Promise<OpenDatabase> {
  const { client, db } = await openPgliteDir(dir);
  return {
    db,
    kind: 'pglite',
    async close() {
      try {
        await client.close();
      } finally {
        await onClose?.();
      }
    },
  };
}

/**
 * PGlite in `<dataDir>/pglite`, locked for this process (DataDirectoryLockedError when another
 * running process has it open) until the database is closed.
 */
export async function openPgliteDataDir(dataDir: string): Promise<OpenDatabase> {
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDirectory(dataDir);
  try {
    return await openPglite(join(dataDir, 'pglite'), () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}
