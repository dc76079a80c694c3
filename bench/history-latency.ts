import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { devnetChainsFile } from '@airlock/devnet';
import { DEMO_PROJECT_ID, parseChainsFile } from '@airlock/server';
import { encodeHistoryCursor } from '../services/server/src/account-history/history-cursor';
import { openTestDatabase, type StorageKind } from '../services/server/test/support/test-databases';
import { startBenchServer } from './bench-server';
import { onCleanup } from './cleanup';
import { measureEachStorageOnDevnet } from './each-storage-on-devnet';
import { sampleHistoryPositions, seedStoredHistory } from './indexer/seed-stored-history';
import type { BenchResult } from './results';

const TRANSFERS = 1_000_000;
const CONNECTIONS = 200;
const DURATION_S = 10;
const WARM_UP_S = 3;
const SINGLE_CLIENT_S = 5;
/** Distinct pages asked for: a quarter first pages, the rest from a random row's cursor. */
const PAGES = 20_000;
const HISTORY_REQUEST = fileURLToPath(new URL('./load/history-request.cjs', import.meta.url));

async function measure(storage: StorageKind, rpcUrls: string[], scratch: string): Promise<BenchResult[]> {
  const database = await openTestDatabase(storage);
  const stopDatabase = onCleanup(() => database.close());
  try {
    const chains = parseChainsFile(devnetChainsFile(rpcUrls));
    const usdcOf = (index: number) => chains[index]!.tokens.find((token) => token.symbol === 'USDC')!.address.toLowerCase();
    const seedStarted = performance.now();
    await seedStoredHistory(
      database.db,
      [
        { chainId: chains[0]!.chainId, usdc: usdcOf(0) },
        { chainId: chains[1]!.chainId, usdc: usdcOf(1) },
      ],
      TRANSFERS,
    );
    console.log(
      `  ${storage}: ${TRANSFERS.toLocaleString('en')} transfers stored in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const positions = await sampleHistoryPositions(database.db, PAGES);
    const paths = positions.map((position, index) => {
      const query = `projectId=${DEMO_PROJECT_ID}&chainId=eip155:${position.chainId}`;
      return `/v1/account/${position.address}/history?${query}${index % 4 === 0 ? '' : `&cursor=${encodeHistoryCursor(position)}`}`;
    });
    const pathsFile = join(scratch, `history-paths-${storage}.json`);
    await writeFile(pathsFile, JSON.stringify(paths));
    process.env.AIRLOCK_BENCH_HISTORY_PATHS = pathsFile;

    // History reads the stored rows; nothing follows the chains meanwhile.
    const { base, stop: stopServer } = await startBenchServer({ demoProject: true, indexer: 'off', chains }, database);
    try {
      const probe = await fetch(`${base}${paths[1]}`);
      if (!probe.ok) throw new Error(`history probe failed: ${probe.status} ${await probe.text()}`);
      const requests = [{ setupRequest: HISTORY_REQUEST as unknown as autocannon.Request['setupRequest'] }];
      await autocannon({ url: base, connections: CONNECTIONS, duration: WARM_UP_S, workers: 1, requests });
      const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, workers: 1, requests });
      console.log(
        `  ${storage}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, ` +
          `p99 ${result.latency.p99} ms, max ${result.latency.max} ms, errors ${result.errors}, non-2xx ${result.non2xx} ` +
          `(${CONNECTIONS} connections, ${DURATION_S} s)`,
      );
      // Errors are mostly autocannon's 10 s timeouts: the figure is reported as measured, with a warning.
      if (result.errors > 0 || result.non2xx > 0)
        console.warn(`  ⚠ ${storage}: ${result.errors} errors (timeouts: ${result.timeouts}) and ${result.non2xx} non-2xx answers`);
      // The same pages one at a time: what a page costs when the server is not saturated.
      const alone = await autocannon({ url: base, connections: 1, duration: SINGLE_CLIENT_S, workers: 1, requests });
      console.log(
        `  ${storage}: one connection: ${alone.requests.average.toFixed(0)} req/s, ` +
          `p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms`,
      );
      return [
        { id: `history.p99.ms.${storage}`, value: result.latency.p99, unit: 'ms', limit: 30, better: 'lower' },
        // Little's law: 200 connections waiting their turn see p99 ≤ 30 ms only at about 200 ÷ 0.03 pages a second.
        {
          id: `history.rps.${storage}`,
          value: Math.round(result.requests.average),
          unit: 'req/s',
          limit: Math.round(CONNECTIONS / 0.03),
          better: 'higher',
        },
        { id: `history.c1.p99.ms.${storage}`, value: alone.latency.p99, unit: 'ms', limit: 30, better: 'lower' },
      ];
    } finally {
      await stopServer();
    }
  } finally {
    await stopDatabase();
  }
}

/**
 * history.p99.ms.pglite and .postgres: 1,000,000 stored transfers, GET /v1/account/:address/history
 * from 200 connections for random accounts and pages (first pages and cursors into their history).
 */
export function runHistoryLatency(): Promise<BenchResult[]> {
  return measureEachStorageOnDevnet('airlock-history-bench-', measure);
}
