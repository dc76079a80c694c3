import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEVNET_ADDRESSES, devnetChainsFile, startDevnet } from '@airlock/devnet';
import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol';
import { DEMO_PROJECT_ID, parseChainsFile } from '@airlock/server';
import { startBenchServer } from './bench-server';
import { onCleanup } from './cleanup';
import type { BenchResult } from './results';

const QUOTE_REQUEST = fileURLToPath(new URL('./load/swap-quote-request.cjs', import.meta.url));
const LATENCY_CONNECTIONS = 10;
const RPS_CONNECTIONS = 100;
const DURATION_S = 10;
/**
 * Amounts per pair in the throughput run: many users ask for the same round amounts. 50 × 5 pairs = 250 quotes, each
 * read from the node at most once per 5 s cache life: at most 50 node reads a second, every other answer a cache hit.
 */
const DISTINCT_AMOUNTS = 50;

const L1 = 'eip155:31337';
const caip = (address: string) => `${L1}:${address}`;
/** Each pair from `base` in steps of `step` smallest units: about 0.1 ETH, 100 USDC, 100 DAI, 10 UNI. */
const PAIRS = [
  { from: caip(NATIVE_TOKEN_ADDRESS), to: caip(DEVNET_ADDRESSES.usdc), base: String(10n ** 17n), step: String(10n ** 12n) },
  { from: caip(DEVNET_ADDRESSES.usdc), to: caip(DEVNET_ADDRESSES.dai), base: String(100n * 10n ** 6n), step: '1000' },
  { from: caip(DEVNET_ADDRESSES.usdc), to: caip(NATIVE_TOKEN_ADDRESS), base: String(100n * 10n ** 6n), step: '1000' },
  { from: caip(DEVNET_ADDRESSES.dai), to: caip(NATIVE_TOKEN_ADDRESS), base: String(100n * 10n ** 18n), step: String(10n ** 12n) },
  { from: caip(DEVNET_ADDRESSES.uni), to: caip(DEVNET_ADDRESSES.usdc), base: String(10n * 10n ** 18n), step: String(10n ** 12n) },
];

type Run = Awaited<ReturnType<typeof autocannon>>;
const summary = (label: string, run: Run, connections: number, seconds = DURATION_S) =>
  `  ${label}: ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} ms, p90 ${run.latency.p90} ms, ` +
  `p99 ${run.latency.p99} ms, max ${run.latency.max} ms, errors ${run.errors}, non-2xx ${run.non2xx} ` +
  `(${connections} connections, ${seconds} s)`;

/**
 * swap.quote.p99.ms: GET /v1/convert/quotes from 10 connections, each request a new amount of a random pair (ETH→USDC,
 * USDC→DAI, USDC→ETH, DAI→ETH, UNI→USDC), so none is a cache hit: every answer is one Multicall3 eth_call to anvil.
 * Warm: each pair asked once first (its pools looked up). swap.quote.rps: 100 connections over 50 amounts per pair,
 * so answers are mostly cache hits with a node read for each amount every 5 s.
 */
export async function runSwapQuote(): Promise<BenchResult[]> {
  const devnet = await startDevnet();
  const stopDevnet = onCleanup(() => devnet.stop());
  const scratch = await mkdtemp(join(tmpdir(), 'airlock-swap-bench-'));
  const removeScratch = onCleanup(() => rm(scratch, { recursive: true, force: true }));
  try {
    const chains = parseChainsFile(devnetChainsFile(devnet.chains.map((chain) => chain.rpcUrl)));
    const { base, stop } = await startBenchServer({ demoProject: true, indexer: 'off', chains });
    try {
      const user = caip(devnet.accounts[0]!.address);
      const file = join(scratch, 'swap-quote.json');
      const load = (distinct: number) => writeFile(file, JSON.stringify({ pairs: PAIRS, user, projectId: DEMO_PROJECT_ID, distinct }));
      process.env.AIRLOCK_BENCH_SWAP_QUOTE = file;
      for (const pair of PAIRS) {
        const query = new URLSearchParams({
          projectId: DEMO_PROJECT_ID,
          amount: pair.base,
          userAddress: user,
          from: pair.from,
          to: pair.to,
        });
        const url = `${base}/v1/convert/quotes?${query}`;
        const probe = await fetch(url);
        const quotes = ((await probe.json()) as { quotes?: unknown[] }).quotes;
        if (!probe.ok || !quotes?.length) throw new Error(`swap quote probe failed for ${pair.from} → ${pair.to}: ${probe.status}`);
      }
      const requests = [{ setupRequest: QUOTE_REQUEST as unknown as autocannon.Request['setupRequest'] }];
      console.log(
        `  load average before: ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
      );

      await load(0);
      const fresh = await autocannon({ url: base, connections: LATENCY_CONNECTIONS, duration: DURATION_S, workers: 1, requests });
      console.log(summary('every amount new (all node reads)', fresh, LATENCY_CONNECTIONS));
      // The same, one request at a time: what a read costs when nothing waits in line (printed, not a figure).
      const alone = await autocannon({ url: base, connections: 1, duration: DURATION_S / 2, workers: 1, requests });
      console.log(summary('every amount new, one connection', alone, 1, DURATION_S / 2));
      await load(DISTINCT_AMOUNTS);
      const mixed = await autocannon({ url: base, connections: RPS_CONNECTIONS, duration: DURATION_S, workers: 1, requests });
      console.log(summary(`${DISTINCT_AMOUNTS} amounts a pair (hits and reads)`, mixed, RPS_CONNECTIONS));
      console.log(
        `  load average after: ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
      );
      for (const [label, run] of [
        ['fresh', fresh],
        ['mixed', mixed],
      ] as const)
        if (run.errors > 0 || run.non2xx > 0) console.warn(`  ⚠ ${label}: ${run.errors} errors and ${run.non2xx} non-2xx answers`);
      return [
        { id: 'swap.quote.p99.ms', value: fresh.latency.p99, unit: 'ms', limit: 50, better: 'lower' },
        { id: 'swap.quote.rps', value: Math.round(mixed.requests.average), unit: 'req/s', limit: 1000, better: 'higher' },
      ];
    } finally {
      await stop();
    }
  } finally {
    await removeScratch();
    await stopDevnet();
  }
}
