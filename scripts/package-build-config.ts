import { defineConfig, type Options } from 'tsup';
import { relativeImportsExternal } from './relative-imports-external';

interface PackageBuild {
  /** Output name (without extension) → source file; one per `exports` path, plus any CLI a bin imports. */
  entry: Record<string, string>;
  /** Entries that get a .d.ts (the public export paths); a CLI needs none. Defaults to every entry. */
  typedEntries?: string[];
  /** 'neutral' for code that runs in browsers and Node alike, 'node' for Node-only packages. */
  platform: 'neutral' | 'node';
  /** Prepended to every output file, e.g. React's "use client" directive. */
  banner?: string;
  /**
   * Compile every source module to its own .js (relative imports kept, with .js added) instead of bundling the
   * entries into chunks. For libraries an app bundles: its bundler then sees the sources' module graph and splits
   * lazy code per module; tsup's shared chunks would mix lazy and first-load modules and add small files.
   */
  perModule?: boolean;
}

/**
 * The tsup build every published package shares: ESM with .d.ts and source maps into dist/, code splitting so
 * each dynamic import() stays a lazily loaded chunk, every dependency and every @airlock/* package left external.
 * The .d.ts build uses tsconfig.build.json, which resolves other @airlock/* packages to their built types, as a user's
 * compiler does (the repository's own tsconfig resolves them to their sources through the "source" condition).
 */
export function packageBuildConfig({ entry, typedEntries, platform, banner, perModule = false }: PackageBuild) {
  const typed = typedEntries ?? Object.keys(entry);
  const options: Options = {
    entry: perModule ? ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.d.ts'] : entry,
    format: ['esm'],
    platform,
    target: 'es2022',
    outDir: 'dist',
    clean: true,
    splitting: !perModule,
    esbuildPlugins: perModule ? [relativeImportsExternal()] : [],
    sourcemap: true,
    dts: { entry: Object.fromEntries(typed.map((name) => [name, entry[name]!])) },
    tsconfig: '../../tsconfig.build.json',
    // tsup leaves dependencies and peerDependencies external on its own; @airlock/* dev dependencies too.
    external: [/^@airlock\//],
    removeNodeProtocol: false,
    banner: banner ? { js: banner } : undefined,
  };
  return defineConfig(options);
}
