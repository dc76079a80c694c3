import type { AdminToken } from '../admin/admin-token';
import { startServer } from '../app/start-server';
import type { ChainConfig } from '../config/chain-config';
import { loadServerConfig } from '../config/server-config';
import { START_USAGE } from './cli-usage';
import { parseCommandLine } from './parse-command-line';
import { stopOnSignals } from './stop-on-signals';

type Print = (text: string) => void;

/** The chains served, or, with none, how to add some. */
function describeChains(chains: readonly ChainConfig[]): string {
  if (chains.length === 0) {
    return (
      '  chains:  none; set AIRLOCK_CHAINS_FILE to a chains file ' +
      '(`npx airlock-devnet --chains-file chains.json` writes one for a local devnet)'
    );
  }
  return `  chains:  ${chains.map((chain) => `${chain.name} (${chain.chainId})`).join(', ')}  (AIRLOCK_CHAINS_FILE)`;
}

/**
 * What the operator needs to use the admin API: the token itself only on the start that made it;
 * on later starts where it is kept; nothing when they chose it (AIRLOCK_ADMIN_TOKEN).
 */
function describeAdminToken(adminToken: AdminToken): string[] {
  if (adminToken.source === 'generated') {
    return [
      `  admin:   token ${adminToken.token}`,
      `           generated and saved in ${adminToken.file} (shown only this once; the CLI reads it from there)`,
      '           in production, set AIRLOCK_ADMIN_TOKEN instead',
    ];
  }
  if (adminToken.source === 'file') return [`  admin:   token in ${adminToken.file}`];
  return [];
}

/**
 * `airlock-server start`: runs the server until SIGINT or SIGTERM, then closes it (HTTP, database,
 * Redis) and exits 0. A second signal while stopping exits at once.
 */
export async function runStartCommand(argv: readonly string[], env: NodeJS.ProcessEnv, print: Print): Promise<void> {
  if (parseCommandLine(argv, {}, [], START_USAGE).help) {
    print(START_USAGE);
    return;
  }
  const config = loadServerConfig(env);
  const server = await startServer(config);
  const storage = server.deps.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  print(
    [
      `Airlock server listening at ${server.url}`,
      `  frame:   ${server.frameUrl}  (the embedded wallet's frame, its own origin)`,
      `  storage: ${storage}`,
      describeChains(config.chains),
      `  redis:   ${server.deps.redis ? 'REDIS_URL' : 'off (rate limits and caches in memory)'}`,
      ...describeAdminToken(server.adminToken),
    ].join('\n'),
  );

  stopOnSignals('server', () => server.close(), print);
}
