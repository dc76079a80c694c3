import { mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { devnetChainsFile } from '@airlock/devnet';
import { SIWX_PATHS } from '@airlock/protocol';
import { parseChainsFile } from '@airlock/server';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { openTestDatabase, type StorageKind } from '../services/server/test/support/test-databases';
import { startBenchServer, UNLIMITED } from './bench-server';
import { onCleanup } from './cleanup';
import { measureEachStorageOnDevnet } from './each-storage-on-devnet';
import type { BenchResult } from './results';
import { fetchNonces } from './siwx/fetch-nonces';
import { presignSignIns } from './siwx/presigned-sign-ins';

const CONNECTIONS = 100;
const WARM_UP_SIGN_INS = 1_000;
/** The measured run sends about this many seconds' worth of sign-ins at the warm-up's rate, within the bounds below. */
const MEASURED_S = 10;
const MIN_MEASURED_SIGN_INS = 3_000;
const MAX_MEASURED_SIGN_INS = 40_000;
/** Bodies past the measured count, in case autocannon builds a request or two more than it sends. */
const SPARE_SIGN_INS = 2 * CONNECTIONS;
const ACCOUNTS = 1_000;
const ORIGIN = 'https://siwx-bench.example';
const CHAIN_ID = 'eip155:31337';
const SESSION_REQUEST = fileURLToPath(new URL('./siwx/session-request.cjs', import.meta.url));

interface SignInRun {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  seconds: number;
  failed: number;
  statuses: string;
}

/** Fires the bodies in `file` at POST /v1/sessions from CONNECTIONS connections (autocannon in a worker thread), each once. */
async function fireSignIns(url: string, file: string, amount: number): Promise<SignInRun> {
  process.env.AIRLOCK_BENCH_SIWX_BODIES = file;
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    connections: CONNECTIONS,
    amount,
    workers: 1,
    requests: [{ setupRequest: SESSION_REQUEST as unknown as autocannon.Request['setupRequest'] }],
  });
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  const statuses = [
    ...Object.entries(result.statusCodeStats as Record<string, { count: number }>).map(([code, { count }]) => `${code}×${count}`),
    ...(result.errors > 0 ? [`${result.errors} errors, of which ${result.timeouts} timed out after 10 s`] : []),
  ].join(', ');
  return {
    rps: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    seconds,
    failed: result.non2xx + result.errors,
    statuses,
  };
}

async function measure(storage: StorageKind, rpcUrls: string[], scratch: string): Promise<BenchResult[]> {
  const dataDir = await mkdtemp(join(scratch, `${storage}-`));
  // PGlite in a data directory is what `npm start` opens; PostgreSQL is a fresh database.
  const database = storage === 'postgres' ? await openTestDatabase('postgres') : undefined;
  const stopDatabase = onCleanup(() => database?.close());
  try {
    const {
      server,
      base,
      stop: stopServer,
    } = await startBenchServer(
      {
        dataDir,
        // Every request comes from 127.0.0.1 and one project: the sign-in budgets are raised too, so the figure is
        // the server's capacity to verify sign-ins, not the per-IP / per-project budgets.
        siwxNoncesPerIpPerMinute: UNLIMITED,
        siwxNoncesPerProjectPerMinute: UNLIMITED,
        siwxSessionsPerIpPerMinute: UNLIMITED,
        siwxSessionsPerProjectPerMinute: UNLIMITED,
        chains: parseChainsFile(devnetChainsFile(rpcUrls)),
      },
      database,
    );
    try {
      const project = await server.deps.projects.create({ name: 'SIWX bench', allowedOrigins: [ORIGIN] });
      const site = { domain: new URL(ORIGIN).host, uri: ORIGIN, chainId: CHAIN_ID };
      const accounts = Array.from({ length: ACCOUNTS }, () => privateKeyToAccount(generatePrivateKey()));

      const url = `${base}${SIWX_PATHS.sessions}?projectId=${project.id}`;
      // Nonces asked and messages signed before each timed run, so neither is in the figure.
      const prepare = async (name: string, count: number) => {
        const started = performance.now();
        const nonces = await fetchNonces(base, project.id, ORIGIN, count + SPARE_SIGN_INS);
        const file = join(scratch, `${storage}-${name}.json`);
        await writeFile(file, JSON.stringify(await presignSignIns(site, accounts, nonces)));
        console.log(
          `  ${storage} ${name}: ${nonces.length.toLocaleString('en')} nonces asked and messages signed by ` +
            `${ACCOUNTS.toLocaleString('en')} accounts in ${((performance.now() - started) / 1000).toFixed(1)} s (not timed)`,
        );
        return file;
      };
      const [probe] = await presignSignIns(site, accounts, await fetchNonces(base, project.id, ORIGIN, 1));
      const probed = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: probe });
      if (probed.status !== 201) throw new Error(`sign-in probe failed: ${probed.status} ${await probed.text()}`);
      const warmUp = await fireSignIns(url, await prepare('warm-up', WARM_UP_SIGN_INS), WARM_UP_SIGN_INS);
      console.log(`  ${storage} warm-up: ${warmUp.rps.toFixed(0)} sign-ins/s (${warmUp.statuses})`);
      if (warmUp.failed > 0) console.warn(`  ⚠ ${storage} warm-up: ${warmUp.failed} failed sign-ins`);
      const measured = Math.min(MAX_MEASURED_SIGN_INS, Math.max(MIN_MEASURED_SIGN_INS, Math.round(warmUp.rps * MEASURED_S)));
      const run = await fireSignIns(url, await prepare('measured', measured), measured);
      console.log(
        `  ${storage}: ${run.rps.toFixed(0)} sign-ins/s, latency p50 ${run.p50} ms, p99 ${run.p99} ms; ` +
          `${run.ok} answered 201, ${run.failed} failed (${run.statuses}; ${CONNECTIONS} connections, ${run.seconds.toFixed(1)} s)`,
      );
      // A sign-in that failed verified nothing: such a run gives no figure (0 fails the limit).
      if (run.failed > 0) console.warn(`  ⚠ ${storage}: ${run.failed} sign-ins failed, the run is not a valid figure`);
      const suffix = storage === 'pglite' ? '' : `.${storage}`;
      return [
        {
          id: `siwx.verify.rps${suffix}`,
          value: run.failed > 0 ? 0 : Math.round(run.rps),
          unit: 'sign-ins/s',
          limit: 2000,
          better: 'higher',
        },
      ];
    } finally {
      await stopServer();
    }
  } finally {
    await stopDatabase();
  }
}

/**
 * siwx.verify.rps (PGlite in a data directory, as `npm start` runs) and .postgres: full EOA sign-ins
 * through POST /v1/sessions per second, each with its own pre-asked nonce and pre-signed EIP-4361 message.
 */
export function runSiwxVerify(): Promise<BenchResult[]> {
  return measureEachStorageOnDevnet('airlock-siwx-bench-', measure);
}
