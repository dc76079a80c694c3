import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { devnetChainsFile } from '@airlock/devnet';
import { DEMO_PROJECT_ID, parseChainsFile } from '@airlock/server';
import { openTestDatabase, type StorageKind } from '../services/server/test/support/test-databases';
import { startBenchServer } from './bench-server';
import { onCleanup } from './cleanup';
import { measureEachStorageOnDevnet } from './each-storage-on-devnet';
import { startFloorServer } from './floor-server';
import type { BenchResult } from './results';

const DURATION_S = 8;
const CONNECTIONS = 50;
const MANY_CONNECTIONS = 200;
/** The 200-connection figures: rounds of floor, balance and unknown ids in turn, each this long. */
const ROUNDS = 3;
const ROUND_S = 4;
/** Loaded by path in autocannon's worker thread: a fresh random project id per request. */
const RANDOM_PROJECT_REQUEST = fileURLToPath(new URL('./load/random-project-request.cjs', import.meta.url));
/** The same, for a fixed request: built anew each time, as the random ones are. */
const REBUILT_REQUEST = fileURLToPath(new URL('./load/rebuilt-request.cjs', import.meta.url));
const setupRequest = (file: string) => [{ setupRequest: file as unknown as autocannon.Request['setupRequest'] }];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

/**
 * At 200 connections, the cached balance against the floor (a bare Fastify route returning the same
 * JSON, `floor-server.ts`), and unknown project ids against the balance, in ROUNDS rounds of each in
 * turn, so that whatever else loads the machine weighs on each alike. Each figure is the median
 * over the rounds; the ratios are the medians of each round's own ratio.
 * autocannon sends a fixed request from a buffer built once, but builds every random-id request
 * anew, which costs its thread (on the same two cores) about a fifth of the rate; so unknown ids
 * are compared with balance requests built anew the same way (`rebuilt-request.cjs`).
 */
async function measureAgainstFloor(storage: StorageKind, base: string, balanceUrl: string, balanceBody: unknown) {
  const { pathname, search } = new URL(balanceUrl);
  const floor = await startFloorServer('/v1/account/:address/balance', balanceBody);
  const stopFloor = onCleanup(() => floor.close());
  try {
    const targets = {
      floor: { url: `${floor.url}${pathname}${search}`, connections: MANY_CONNECTIONS, duration: ROUND_S },
      balance: { url: balanceUrl, connections: MANY_CONNECTIONS, duration: ROUND_S },
      balanceRebuilt: { url: balanceUrl, connections: MANY_CONNECTIONS, duration: ROUND_S, requests: setupRequest(REBUILT_REQUEST) },
      unknown: { url: base, connections: MANY_CONNECTIONS, duration: ROUND_S, requests: setupRequest(RANDOM_PROJECT_REQUEST) },
    };
    await autocannon({ ...targets.floor, duration: 2, workers: 1 });
    const rounds: Record<keyof typeof targets, LoadFigures>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({
        floor: await load(targets.floor),
        balance: await load(targets.balance),
        balanceRebuilt: await load(targets.balanceRebuilt),
        unknown: await load(targets.unknown),
      });
    }
    const pick = (name: keyof typeof targets) => {
      const figures = rounds.map((round) => round[name]);
      return {
        rps: median(figures.map((f) => f.rps)),
        p99: median(figures.map((f) => f.p99)),
        errors: figures.reduce((sum, f) => sum + f.errors, 0),
        non2xx: figures.reduce((sum, f) => sum + f.non2xx, 0),
      };
    };
    const balanceC200 = pick('balance');
    const floorC200 = pick('floor');
    const unknownProject = pick('unknown');
    const ratio = median(rounds.map((round) => round.balance.rps / round.floor.rps));
    const unknownVsBalance = median(rounds.map((round) => round.unknown.rps / round.balanceRebuilt.rps));
    report(`${storage} floor: bare Fastify, same JSON (${MANY_CONNECTIONS} connections)`, floorC200);
    report(`${storage} balance (${MANY_CONNECTIONS} connections)`, balanceC200);
    report(`${storage} balance, each request built anew (${MANY_CONNECTIONS} connections)`, pick('balanceRebuilt'));
    report(`${storage} unknown project ids, each request built anew (401 expected)`, unknownProject, true);
    const perRound = (name: keyof typeof targets) => rounds.map((round) => round[name].rps.toFixed(0)).join(' / ');
    console.log(
      `  ${storage} per round, req/s: floor ${perRound('floor')}; balance ${perRound('balance')}; ` +
        `balance built anew ${perRound('balanceRebuilt')}; unknown ${perRound('unknown')}`,
    );
    console.log(
      `  ${storage} balance ÷ floor ${ratio.toFixed(2)}, ` +
        `unknown ÷ balance built anew ${unknownVsBalance.toFixed(2)} (medians of ${ROUNDS} rounds)`,
    );
    return { balanceC200, floorC200, unknownProject, ratio, unknownVsBalance };
  } finally {
    await stopFloor();
  }
}

async function measure(storage: StorageKind, rpcUrls: string[]): Promise<BenchResult[]> {
  const database = await openTestDatabase(storage);
  const stopDatabase = onCleanup(() => database.close());
  const { base, stop: stopServer } = await startBenchServer(
    { demoProject: true, chains: parseChainsFile(devnetChainsFile(rpcUrls)) },
    database,
  );
  try {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const balanceUrl = `${base}/v1/account/${address}/balance?projectId=${DEMO_PROJECT_ID}&currency=usd&chainId=eip155:31337`;
    const warm = await fetch(balanceUrl);
    if (!warm.ok) throw new Error(`balance warm-up failed: ${warm.status} ${await warm.text()}`);

    // A short unmeasured run first, so JIT warm-up is not counted in the tail latency.
    await autocannon({ url: balanceUrl, duration: 2, connections: CONNECTIONS, workers: 1 });
    const balance = await load({ url: balanceUrl });
    const rpc = await load({
      url: `${base}/v1/?chainId=eip155:31337&projectId=${DEMO_PROJECT_ID}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    });
    report(`${storage} balance (${CONNECTIONS} connections)`, balance);
    report(`${storage} rpc`, rpc);
    const { balanceC200, floorC200, unknownProject, ratio, unknownVsBalance } = await measureAgainstFloor(
      storage,
      base,
      balanceUrl,
      await warm.json(),
    );
    const suffix = storage === 'pglite' ? '' : `.${storage}`;
    return [
      { id: `server.balance.rps.${storage}`, value: Math.round(balance.rps), unit: 'req/s', limit: 5000, better: 'higher' },
      { id: `server.balance.p99.ms.${storage}`, value: balance.p99, unit: 'ms', limit: 20, better: 'lower' },
      { id: `server.rpc.rps.${storage}`, value: Math.round(rpc.rps), unit: 'req/s', limit: 3000, better: 'higher' },
      { id: `server.balance.c200.rps${suffix}`, value: Math.round(balanceC200.rps), unit: 'req/s', limit: 10_000, better: 'higher' },
      { id: `server.balance.c200.p99.ms${suffix}`, value: balanceC200.p99, unit: 'ms', limit: 50, better: 'lower' },
      { id: `server.unknownProject.rps${suffix}`, value: Math.round(unknownProject.rps), unit: 'req/s', limit: 10_000, better: 'higher' },
      { id: `server.floor.c200.rps${suffix}`, value: Math.round(floorC200.rps), unit: 'req/s', limit: 0, better: 'higher' },
      { id: `server.balance.c200.ratio${suffix}`, value: Number(ratio.toFixed(2)), unit: 'x floor', limit: 0.7, better: 'higher' },
      {
        id: `server.unknownProject.vsBalance${suffix}`,
        value: Number(unknownVsBalance.toFixed(2)),
        unit: 'x balance',
        limit: 1,
        better: 'higher',
      },
    ];
  } finally {
    await stopServer();
    await stopDatabase();
  }
}

/**
 * Cached balance (50 and 200 connections, the latter against a bare Fastify floor), RPC proxy and
 * unknown-project throughput on loopback, on PGlite (the default; ids without a suffix) and on PostgreSQL.
 */
export function runServerThroughput(): Promise<BenchResult[]> {
  return measureEachStorageOnDevnet('airlock-throughput-bench-', measure);
}
