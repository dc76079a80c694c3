import { fileURLToPath } from 'node:url';

/**
 * The `node` arguments that run the airlock-server CLI from this checkout's sources, as the tests do
 * (bin/airlock-server.mjs, which users run, needs the build in dist/).
 */
export const SERVER_CLI_ARGS: readonly string[] = [
  '--conditions=source',
  '--import',
  'tsx',
  fileURLToPath(new URL('./run-server-cli.ts', import.meta.url)),
];
