import { randomBytes } from 'node:crypto';
import { readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isRunning } from './process-identity';

/**
 * `<path>.<pid>.<random>.tmp`, beside `path` (so on the same file system, where a rename is
 * atomic): where `path` is built before it is renamed into place. The pid tells later processes
 * whether its builder is still at work or was killed.
 */
export function temporarySibling(path: string): string {
  return `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
}

/** Deletes the temporary siblings of `path` whose builder is no longer running. */
export async function removeLeftoverTemporaries(path: string): Promise<void> {
  const prefix = `${basename(path)}.`;
  const pattern = /^(\d+)\.[0-9a-f]+\.tmp$/;
  const entries = await readdir(dirname(path)).catch(() => [] as string[]);
  for (const entry of entries) {
    if (!entry.startsWith(prefix)) continue;
    const pid = pattern.exec(entry.slice(prefix.length))?.[1];
    if (pid === undefined || isRunning({ pid: Number(pid), startTime: null })) continue;
    await rm(join(dirname(path), entry), { recursive: true, force: true });
  }
}

/**
 * Renames `path` to a temporary sibling in one atomic step, so nothing sees it half-removed;
 * returns where it went, or undefined when there was nothing at `path`.
 */
export async function renameAside(path: string): Promise<string | undefined> {
  const moved = temporarySibling(path);
  try {
    await rename(path, moved);
    return moved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
