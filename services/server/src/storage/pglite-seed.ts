import { cp, rename, rm } from 'node:fs/promises';
import { removeLeftoverTemporaries, temporarySibling } from './temporary-sibling';

/**
 * Makes `target` a copy of `template`. The copy is made in a temporary sibling and renamed into
 * place, so `target` exists only complete: a process killed while copying leaves a temporary,
 * deleted by the next call. Whatever is at `target` is replaced, so call this only when it holds
 * no cluster.
 */
export async function seedPgliteDir(target: string, template: string): Promise<void> {
  await removeLeftoverTemporaries(target);
  const copying = temporarySibling(target);
  try {
    await cp(template, copying, { recursive: true });
    await rm(target, { recursive: true, force: true });
    await rename(copying, target);
  } catch (error) {
    await rm(copying, { recursive: true, force: true });
    throw error;
  }
}
