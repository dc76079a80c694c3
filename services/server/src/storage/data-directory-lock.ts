import { link, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataDirectoryLockedError } from './data-directory-locked-error';
import { isRunning, processIdentity, type ProcessIdentity } from './process-identity';
import { removeLeftoverTemporaries, renameAside, temporarySibling } from './temporary-sibling';

export const LOCK_FILE = 'pglite.lock';

export interface DataDirectoryLock {
  /** Deletes the lock file, unless another process has since taken it over. */
  release(): Promise<void>;
}

function parseHolder(text: string | undefined): ProcessIdentity | undefined {
  try {
    const holder = JSON.parse(text ?? '') as Partial<ProcessIdentity>;
    if (!Number.isInteger(holder.pid) || holder.pid! <= 0) return undefined;
    return { pid: holder.pid!, startTime: typeof holder.startTime === 'string' ? holder.startTime : null };
  } catch {
    return undefined;
  }
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Puts `content` at `path` only if nothing is there; a link appears whole, so no reader sees it half-written. */
async function createExclusively(path: string, content: string): Promise<boolean> {
  const draft = temporarySibling(path);
  await writeFile(draft, content);
  try {
    await link(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/**
 * Removes the lock file at `path` if it still says `stale`. It is renamed away first and checked
 * afterwards: when another process took the stale lock over in between, its lock is put back.
 */
async function removeStaleLock(path: string, stale: string): Promise<void> {
  const moved = await renameAside(path);
  if (moved === undefined) return;
  if ((await readIfPresent(moved)) !== stale) await link(moved, path).catch(() => undefined);
  await rm(moved, { force: true });
}

/**
 * Locks the PGlite data directory `dataDir` for this process: `<dataDir>/pglite.lock` holds the
 * holder's pid and start time. A lock whose holder is no longer running (killed, or its pid now
 * belongs to another process) is taken over; a live holder makes this throw DataDirectoryLockedError.
 */
export async function lockDataDirectory(dataDir: string): Promise<DataDirectoryLock> {
  const path = join(dataDir, LOCK_FILE);
  const content = `${JSON.stringify(processIdentity())}\n`;
  await removeLeftoverTemporaries(path);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await createExclusively(path, content)) {
      return {
        async release() {
          if ((await readIfPresent(path)) === content) await rm(path, { force: true });
        },
      };
    }
    const found = await readIfPresent(path);
    if (found === undefined) continue;
    const holder = parseHolder(found);
    if (holder && isRunning(holder)) throw new DataDirectoryLockedError(dataDir, holder.pid);
    await removeStaleLock(path, found);
  }
  throw new Error(`Could not lock ${dataDir}: ${LOCK_FILE} kept changing; is another process starting on it at the same time?`);
}
