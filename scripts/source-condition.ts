import { defaultClientConditions, defaultServerConditions, mergeConfig, type UserConfig } from 'vite';

/**
 * The package.json condition that maps every @airlock/* export (and the bins' "#…" imports) to its TypeScript
 * source. Only this repository sets it, so tests, `npm start`, the E2E suite and the demo run without a build;
 * an installed package resolves the same specifiers to its compiled dist/ through `types` and `import`.
 */
export const SOURCE_CONDITION = 'source';

/** What Node needs to run this repository's code from source: the condition, and tsx to load .ts files. */
export const RUN_FROM_SOURCE_NODE_OPTIONS = `--conditions=${SOURCE_CONDITION} --import tsx`;

/** NODE_OPTIONS for child processes (a bin, a server) started from code that runs from source. */
export function runFromSourceNodeOptions(current = process.env.NODE_OPTIONS): string {
  return [current, RUN_FROM_SOURCE_NODE_OPTIONS].filter(Boolean).join(' ');
}

/**
 * Server-side conditions without Vite's 'module': under it the WalletConnect SDK resolves to builds that, run by
 * Node in a test, never finished a pairing through a relay (the federation and test-wallet tests hung).
 */
const SERVER_CONDITIONS = defaultServerConditions.filter((condition) => condition !== 'module');

const SERVER_SOURCE_RESOLVE = { conditions: [SOURCE_CONDITION, ...SERVER_CONDITIONS] };

/**
 * Vite resolves @airlock/* to their sources, in the browser build and in SSR (Vite 6+ needs the defaults restated),
 * and in the environment Vitest loads global setup files in (`__vitest__`), which takes neither of the others.
 */
export const sourceConditionResolve: UserConfig = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: SERVER_SOURCE_RESOLVE },
  environments: { __vitest__: { resolve: SERVER_SOURCE_RESOLVE } },
};

/**
 * A Vitest project that runs @airlock/* from source, and whose tests start child Node processes that do too
 * (a bin spawned with process.execPath inherits NODE_OPTIONS).
 */
export function runsFromSource<T extends UserConfig>(config: T): T {
  return mergeConfig(config as UserConfig, { ...sourceConditionResolve, test: { env: { NODE_OPTIONS: runFromSourceNodeOptions() } } }) as T;
}
