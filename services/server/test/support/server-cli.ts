import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/** The bundle's path inside a vitest run of the server project; undefined elsewhere (a benchmark, another project). */
function providedBundle(): string | undefined {
  try {
    return inject('serverCliBundle');
  } catch {
    return undefined;
  }
}

function serverCliArgs(): readonly string[] {
  const bundle = providedBundle();
  if (bundle) return [bundle];
  return ['--conditions=source', '--import', 'tsx', fileURLToPath(new URL('./run-server-cli.ts', import.meta.url))];
}

/**
 * The `node` arguments that run the airlock-server CLI from this checkout's sources, as the tests do: the bundle the
 * project's global setup builds, else tsx over the sources (bin/airlock-server.mjs, which users run, needs dist/).
 */
export const SERVER_CLI_ARGS: readonly string[] = serverCliArgs();
