import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startDevnet } from '@airlock/devnet';
import { buildServer, DEMO_PROJECT_ID, devnetChainConfigs, loadServerConfig } from '@airlock/server';
import { openTestDatabase, type StorageKind } from '../services/server/test/support/test-databases';
import { onCleanup } from './cleanup';
import type { BenchResult } from './results';

const DURATION_S = 8;
const CONNECTIONS = 50;
const MANY_CONNECTIONS = 200;
const UNLIMITED = 100_000_000;
/** Loaded by path in autocannon's worker thread: a fresh random project id per request. */
const RANDOM_PROJECT_REQUEST = fileURLToPath(new URL('./load/random-project-request.cjs', import.meta.url));

interface LoadFigures {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(options: autocannon.Options): Promise<LoadFigures> {
  // Load is generated in a worker thread so the server keeps the main thread's event loop.
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, workers: 1, ...options });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

function report(label: string, figures: LoadFigures, expectedNon2xx = false): void {
  console.log(`  ${label}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, errors ${figures.errors}, non-2xx ${figures.non2xx}`);
  if (figures.errors > 0 || (!expectedNon2xx && figures.non2xx > 0)) console.warn(`  ⚠ ${label} had failed requests`);
}

async function measure(storage: StorageKind, rpcUrls: string[]): Promise<BenchResult[]> {
  const database = await openTestDatabase(storage);
  const stopDatabase = onCleanup(() => database.close());
  const server = await buildServer(
    {
      ...loadServerConfig({}),
      demoProject: true,
      port: 0,
      logLevel: 'silent',
      adminToken: 'bench-admin-token-0123456789abcdef',
      // Limits off: the figures are the server's own throughput, not a budget.
      rateLimitPerMinute: UNLIMITED,
      ipRateLimitPerMinute: UNLIMITED,
      maxConnectionsPerIp: 1_000,
      chains: devnetChainConfigs(rpcUrls),
    },
    { database, logger: false },
  );
  const stopServer = onCleanup(() => server.close());
  try {
    const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const balanceUrl = `${base}/v1/account/${address}/balance?projectId=${DEMO_PROJECT_ID}&currency=usd&chainId=eip155:31337`;
    const warm = await fetch(balanceUrl);
    if (!warm.ok) throw new Error(`balance warm-up failed: ${warm.status} ${await warm.text()}`);

    // A short unmeasured run first, so JIT warm-up is not counted in the tail latency.
    await autocannon({ url: balanceUrl, duration: 2, connections: CONNECTIONS, workers: 1 });
    const balance = await load({ url: balanceUrl });
    const balanceC200 = await load({ url: balanceUrl, connections: MANY_CONNECTIONS });
    const rpc = await load({
      url: `${base}/v1/?chainId=eip155:31337&projectId=${DEMO_PROJECT_ID}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    });
    const unknownProject = await load({
      url: base,
      connections: MANY_CONNECTIONS,
      requests: [{ setupRequest: RANDOM_PROJECT_REQUEST as unknown as autocannon.Request['setupRequest'] }],
    });
    report(`${storage} balance (${CONNECTIONS} connections)`, balance);
    report(`${storage} balance (${MANY_CONNECTIONS} connections)`, balanceC200);
    report(`${storage} rpc`, rpc);
    report(`${storage} unknown project ids (401 expected)`, unknownProject, true);
    const suffix = storage === 'pglite' ? '' : `.${storage}`;
    return [
      { id: `server.balance.rps.${storage}`, value: Math.round(balance.rps), unit: 'req/s', limit: 5000, better: 'higher' },
      { id: `server.balance.p99.ms.${storage}`, value: balance.p99, unit: 'ms', limit: 20, better: 'lower' },
      { id: `server.rpc.rps.${storage}`, value: Math.round(rpc.rps), unit: 'req/s', limit: 3000, better: 'higher' },
      { id: `server.balance.c200.rps${suffix}`, value: Math.round(balanceC200.rps), unit: 'req/s', limit: 10_000, better: 'higher' },
      { id: `server.balance.c200.p99.ms${suffix}`, value: balanceC200.p99, unit: 'ms', limit: 50, better: 'lower' },
      { id: `server.unknownProject.rps${suffix}`, value: Math.round(unknownProject.rps), unit: 'req/s', limit: 10_000, better: 'higher' },
    ];
  } finally {
    await stopServer();
    await stopDatabase();
  }
}

/**
 * Cached balance (50 and 200 connections), RPC proxy and unknown-project throughput on loopback,
 * on PGlite (the default; ids without a suffix) and on PostgreSQL.
 */
export async function runServerThroughput(): Promise<BenchResult[]> {
  const devnet = await startDevnet();
  const stopDevnet = onCleanup(() => devnet.stop());
  try {
    const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl);
    const results: BenchResult[] = [];
    for (const storage of ['pglite', 'postgres'] as const) results.push(...(await measure(storage, rpcUrls)));
    return results;
  } finally {
    await stopDevnet();
  }
}
