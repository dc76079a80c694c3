import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdsPgliteCluster } from './pglite-cluster';
import { removeLeftoverTemporaries, renameAside, temporarySibling } from './temporary-sibling';

export interface PgliteTemplateOptions {
  /** Throw the current template away and build a new one (it was found damaged). */
  rebuild?: boolean;
}

/**
 * A PGlite data directory that is already initialised and migrated, made once per machine and
 * schema version. Creating a cluster (initdb) costs seconds in WASM; copying this costs milliseconds.
 * It is built in a temporary sibling and renamed into place, so a process killed while building
 * leaves no half-made template, only a temporary that a later call deletes.
 */
export async function pgliteTemplateDir(
  migrationsDir: string,
  initialise: (dir: string) => Promise<void>,
  options: PgliteTemplateOptions = {},
): Promise<string> {
  const journal = await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8');
  const version = createHash('sha256').update(journal).digest('hex').slice(0, 16);
  const template = join(tmpdir(), `airlock-pglite-template-${version}`);
  await removeLeftoverTemporaries(template);
  if (options.rebuild) await discard(template);
  // A template that lost files (temporary-file cleaners age out /tmp) is built again.
  if (await holdsPgliteCluster(template)) return template;
  await discard(template);
  const building = temporarySibling(template);
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

/** Renames `template` away first, so no process copies a half-deleted template, then deletes it. */
async function discard(template: string): Promise<void> {
  const doomed = await renameAside(template);
  if (doomed !== undefined) await rm(doomed, { recursive: true, force: true });
}
