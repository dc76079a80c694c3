import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';

/**
 * Every file of the built demo by URL path ('/assets/index-1a2b.js'), read once at start as its
 * index.html is: a rebuild of dist while the server runs (the E2E suite's, or by hand) replaces
 * the hashed chunks the open pages import, and they must keep loading the build they came with.
 */
export async function readDistSnapshot(distDir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const contents = await Promise.all(files.map((entry) => readFile(join(entry.parentPath, entry.name))));
  return new Map(
    files.map((entry, index) => {
      const relative = join(entry.parentPath, entry.name).slice(distDir.length);
      return [relative.split(sep).join('/'), contents[index]!];
    }),
  );
}
