import { build } from 'esbuild';

/**
 * Bundles the airlock-server CLI from source into one ESM file: the tests spawn it dozens of times, and each tsx start
 * transpiled the whole server again (seconds per spawn under load). @airlock/* packages are bundled from their sources;
 * every other package stays an import, loaded from node_modules as the built CLI does.
 */
export async function bundleServerCli(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(plugin) {
          plugin.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@airlock/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
