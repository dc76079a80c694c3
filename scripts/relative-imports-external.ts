import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** What a relative specifier names among the sources, and what the built file beside the importer is called. */
const SOURCE_TO_OUTPUT: Array<[source: string, output: string]> = [
  ['.ts', '.js'],
  ['.tsx', '.js'],
  ['/index.ts', '/index.js'],
  ['/index.tsx', '/index.js'],
];

/**
 * Leaves every relative import external, rewritten to the output file it names (`./x` → `./x.js`,
 * `./dir` → `./dir/index.js`), so that with every source file as an entry each one compiles to its own
 * .js and the library ships the module graph of its sources. Node and TypeScript's node16 resolution
 * need the extension; a consumer's bundler then splits and tree-shakes per module, as from source.
 */
export function relativeImportsExternal(): EsbuildPlugin {
  return {
    name: 'relative-imports-external',
    setup(build) {
      build.onResolve({ filter: /^\.\.?(\/|$)/ }, ({ path, resolveDir, kind }) => {
        if (kind === 'entry-point') return undefined;
        if (path.endsWith('.js') && existsSync(resolve(resolveDir, path.replace(/\.js$/, '.ts')))) return { path, external: true };
        for (const [source, output] of SOURCE_TO_OUTPUT) {
          if (existsSync(resolve(resolveDir, path + source))) return { path: path + output, external: true };
        }
        throw new Error(`${path} (imported from ${resolveDir}) names no .ts or .tsx source`);
      });
    },
  };
}
