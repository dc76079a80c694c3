/**
 * npm run bench [-- <filter>...]: runs the benchmarks whose name or id contains a filter
 * (all of them without one), merges their figures by id into bench/results.json, prints a table.
 * Exits 0 when a figure misses its limit (the table says so), 1 when a benchmark crashes.
 */
import { runBundleSize } from './bundle-size';
import { runEmbeddedWallet } from './embedded-wallet';
import { runFirstloadDelta } from './firstload-delta';
import { runHistoryLatency } from './history-latency';
import { runIndexerCatchup } from './indexer-catchup';
import { runAllCleanups } from './cleanup';
import { runModalOpen } from './modal-open';
import { runNames } from './names';
import { runOnrampQuote } from './onramp-quote';
import { runServerThroughput } from './server-throughput';
import { runSiwxSignIn } from './siwx-signin';
import { runSiwxVerify } from './siwx-verify';
import { runSwapQuote } from './swap-quote';
import { runStartTime } from './start-time';
import { printTable } from './print-table';
import { runRelayFederatedConnect } from './relay-federated-connect';
import { runRelayFederatedRps } from './relay-federated-rps';
import { runRelayPublish } from './relay-publish';
import { runRelaySockets } from './relay-sockets';
import { runWalletconnectConnect } from './walletconnect-connect';
import { mergeIntoResultsFile, RESULTS_FILE, type BenchResult } from './results';

interface Benchmark {
  name: string;
  ids: string[];
  run(): Promise<BenchResult[]>;
}

const BENCHMARKS: Benchmark[] = [
  { name: 'bundle-size', ids: ['bundle.initial.gz', 'bundle.initial.total.gz'], run: runBundleSize },
  {
    name: 'firstload-delta',
    ids: ['bundle.firstload.delta.gz', 'bundle.firstload.floor.gz', 'bundle.firstload.airlock.gz'],
    run: runFirstloadDelta,
  },
  { name: 'modal-open', ids: ['modal.open.ms', 'modal.open.p95.ms'], run: runModalOpen },
  { name: 'start-time', ids: ['start.second.s'], run: runStartTime },
  {
    name: 'server-throughput',
    ids: [
      ...['pglite', 'postgres'].flatMap((storage) => [
        `server.balance.rps.${storage}`,
        `server.balance.p99.ms.${storage}`,
        `server.rpc.rps.${storage}`,
      ]),
      ...['', '.postgres'].flatMap((suffix) => [
        `server.balance.c200.rps${suffix}`,
        `server.balance.c200.p99.ms${suffix}`,
        `server.unknownProject.rps${suffix}`,
        `server.floor.c200.rps${suffix}`,
        `server.balance.c200.ratio${suffix}`,
        `server.unknownProject.vsBalance${suffix}`,
      ]),
    ],
    run: runServerThroughput,
  },
  {
    name: 'relay',
    ids: [
      'relay.publish.rps',
      'relay.publish.p99.ms',
      'relay.publish.rps.pglite',
      'relay.publish.p99.ms.pglite',
      'relay.sockets',
      'relay.sockets.rss.mb',
    ],
    run: async () => [...(await runRelayPublish()), ...(await runRelaySockets())],
  },
  { name: 'relay-federated-connect', ids: ['relay.federated.connect.ms'], run: runRelayFederatedConnect },
  { name: 'relay-federated-rps', ids: ['relay.federated.rps', 'relay.federated.rps.pglite'], run: runRelayFederatedRps },
  { name: 'walletconnect', ids: ['walletconnect.connect.ms', 'walletconnect.connect.p95.ms'], run: runWalletconnectConnect },
  {
    name: 'embedded',
    ids: ['embedded.login.ms', 'embedded.login.p95.ms', 'embedded.sign.ms', 'embedded.sign.p95.ms'],
    run: runEmbeddedWallet,
  },
  { name: 'indexer-catchup', ids: ['indexer.catchup.blocks_per_s', 'indexer.catchup.blocks_per_s.postgres'], run: runIndexerCatchup },
  {
    name: 'history-latency',
    ids: ['pglite', 'postgres'].flatMap((storage) => [
      `history.p99.ms.${storage}`,
      `history.rps.${storage}`,
      `history.c1.p99.ms.${storage}`,
    ]),
    run: runHistoryLatency,
  },
  { name: 'siwx', ids: ['siwx.verify.rps', 'siwx.verify.rps.postgres'], run: runSiwxVerify },
  { name: 'siwx-signin', ids: ['siwx.signin.ms', 'siwx.signin.p95.ms'], run: runSiwxSignIn },
  { name: 'swap-quote', ids: ['swap.quote.p99.ms', 'swap.quote.rps'], run: runSwapQuote },
  { name: 'names', ids: ['names.resolve.p99.ms', 'identity.rps'], run: runNames },
  { name: 'onramp-quote', ids: ['onramp.quote.p99.ms'], run: runOnrampQuote },
];

function select(filters: string[]): Benchmark[] {
  if (filters.length === 0) return BENCHMARKS;
  const chosen = BENCHMARKS.filter((benchmark) =>
    filters.some((filter) => benchmark.name.includes(filter) || benchmark.ids.some((id) => id.includes(filter))),
  );
  if (chosen.length === 0) {
    throw new Error(`No benchmark matches ${filters.map((f) => `"${f}"`).join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
  }
  return chosen;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping what the benchmarks started…`);
    void runAllCleanups().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const filters = process.argv.slice(2).filter((arg) => arg !== '--');
  const chosen = select(filters);
  const fresh: BenchResult[] = [];
  let crashed = 0;
  for (const benchmark of chosen) {
    if (interrupted) break;
    console.log(`▶ ${benchmark.name}`);
    const started = performance.now();
    try {
      const results = await benchmark.run();
      fresh.push(...results);
      console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    } catch (error) {
      if (interrupted) break; // the signal handler tears down and exits
      crashed += 1;
      console.error(`✖ ${benchmark.name} crashed:`, error, '\n');
    } finally {
      await runAllCleanups();
    }
  }
  if (interrupted) return 130;
  if (fresh.length > 0) await mergeIntoResultsFile(fresh);
  printTable(fresh);
  console.log(`\n${fresh.length} figure(s) merged into ${RESULTS_FILE}${crashed ? `; ${crashed} benchmark(s) crashed` : ''}`);
  return crashed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    if (!interrupted) process.exit(code);
  },
  async (error: unknown) => {
    if (interrupted) return;
    console.error(error);
    await runAllCleanups();
    process.exit(1);
  },
);
