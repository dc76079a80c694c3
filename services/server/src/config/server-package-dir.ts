import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@airlock/server';

function isServerPackage(directory: string): boolean {
  const manifest = join(directory, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

function findServerPackageDir(start: string): string {
  for (let directory = start; ; directory = dirname(directory)) {
    if (isServerPackage(directory)) return directory;
    if (dirname(directory) === directory) throw new Error(`${PACKAGE_NAME}: no package.json of ${PACKAGE_NAME} above ${start}`);
  }
}

/**
 * The directory of the @airlock/server package, whose files (migrations, the built frame) the server
 * reads at run time. Found by walking up from this module, which is in src/config/ in the repository
 * but bundled into dist/ in the published package.
 */
export const SERVER_PACKAGE_DIR = findServerPackageDir(dirname(fileURLToPath(import.meta.url)));
