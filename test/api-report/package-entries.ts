import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PackageEntry {
  /** The specifier users import, e.g. `@airlock/testing/playwright`. */
  specifier: string;
  /** Absolute path of the entry's source file. */
  file: string;
}

export interface PublishedPackage {
  directory: string;
  entries: PackageEntry[];
}

type ExportTarget = string | { [condition: string]: ExportTarget };

/**
 * The source file an `exports` target is built from: the target itself while it points at ./src, or, once the
 * package is built, its `types`/`import` file under ./dist mapped back to ./src (the report describes the source).
 * Undefined for exports that are not modules (a stylesheet).
 */
function sourceFileOf(directory: string, target: ExportTarget): string | undefined {
  const path = typeof target === 'string' ? target : (target.source ?? target.types ?? target.import ?? target.default);
  if (path === undefined) throw new Error(`${directory}/package.json has an exports target with no types, import or default condition`);
  if (typeof path !== 'string') return sourceFileOf(directory, path);
  if (!/\.(tsx?|m?js)$/.test(path)) return undefined; // a stylesheet or JSON export has no API to report
  const fromDist = path.replace(/^\.\/dist\//, './src/').replace(/\.(d\.ts|js)$/, '');
  const candidates = fromDist === path ? [path] : [`${fromDist}.ts`, `${fromDist}.tsx`];
  const found = candidates.map((candidate) => join(directory, candidate)).find((file) => existsSync(file));
  if (!found) throw new Error(`${directory}/package.json exports ${path}, and no source file for it was found (${candidates.join(', ')})`);
  return found;
}

/** Every package under packages/ with the entries its package.json `exports` declares. */
export function publishedPackages(root: string): PublishedPackage[] {
  const packagesDirectory = join(root, 'packages');
  return readdirSync(packagesDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(packagesDirectory, entry.name))
    .map((directory) => {
      const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as {
        name: string;
        exports: Record<string, ExportTarget>;
      };
      const entries = Object.entries(manifest.exports).flatMap(([subpath, target]) => {
        const file = sourceFileOf(directory, target);
        return file ? [{ specifier: subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`, file }] : [];
      });
      return { directory, entries };
    });
}
