import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * A PGlite data directory that is already initialised and migrated, made once per machine and
 * schema version. Creating a cluster (initdb) costs seconds in WASM; copying this costs milliseconds.
 */
export async function pgliteTemplateDir(migrationsDir: string, initialise: (dir: string) => Promise<void>): Promise<string> {
  const journal = await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8');
  const version = createHash('sha256').update(journal).digest('hex').slice(0, 16);
  const template = join(tmpdir(), `airlock-pglite-template-${version}`);
  if (await exists(template)) return template;
  const building = `${template}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(building, { recursive: true });
  try {
    await initialise(building);
    // Another process may have finished first; either copy is as good.
    await rename(building, template).catch(async () => rm(building, { recursive: true, force: true }));
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
  return template;
}

/** Fills `target` from the template unless it already holds a database. */
export async function seedPgliteDir(target: string, template: string): Promise<void> {
  if (await exists(join(target, 'PG_VERSION'))) return;
  await mkdir(target, { recursive: true });
  await cp(template, target, { recursive: true });
}
