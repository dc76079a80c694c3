import { createServerLogger } from '../app/server-logger';
import { loadServerConfig } from '../config/server-config';
import { startChainIndexer } from '../indexer/chain-indexer';
import { openDatabase } from '../storage/database';
import { parseCommandLine } from './parse-command-line';
import { stopOnSignals } from './stop-on-signals';

type Print = (text: string) => void;

export const INDEXER_USAGE = `Usage: airlock-server indexer

Indexes the configured chains into the server's storage until SIGINT or SIGTERM, apart from the
server (run the servers with AIRLOCK_INDEXER=off). Configured like \`start\`: DATABASE_URL (or PGlite
in AIRLOCK_DATA_DIR, which only one process can open), AIRLOCK_CHAINS_FILE (the chains),
AIRLOCK_INDEXER_BACKFILL_BLOCKS (10000), AIRLOCK_INDEXER_REORG_DEPTH (12), AIRLOCK_INDEXER_POLL_MS
(1000), AIRLOCK_INDEXER_BLOCKS_PER_STEP (50), AIRLOCK_INDEXER_ALL_CHAINS (31337,31338). On
PostgreSQL several indexers may run: each chain is indexed by one at a time (an advisory lock).
`;

/** `airlock-server indexer`: the chain indexer as a process of its own. */
export async function runIndexerCommand(argv: readonly string[], env: NodeJS.ProcessEnv, print: Print): Promise<void> {
  if (parseCommandLine(argv, {}, [], INDEXER_USAGE).help) {
    print(INDEXER_USAGE);
    return;
  }
  const config = loadServerConfig(env);
  const log = createServerLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  const indexer = startChainIndexer({ chains: config.chains, database, settings: config, log: log.child({ component: 'indexer' }) });
  const storage = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  print(`Airlock indexer running on ${config.chains.map((chain) => `${chain.name} (${chain.chainId})`).join(', ')}\n  storage: ${storage}`);

  stopOnSignals('indexer', () => indexer.stop().then(() => database.close()), print);
}
