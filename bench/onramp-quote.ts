import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { devnetChainsFile, startDevnet } from '@airlock/devnet';
import { DEMO_PROJECT_ID, parseChainsFile } from '@airlock/server';
import { startBenchServer, UNLIMITED } from './bench-server';
import { onCleanup } from './cleanup';
import type { BenchResult } from './results';

const QUOTE_REQUEST = fileURLToPath(new URL('./load/onramp-quote-request.cjs', import.meta.url));
const CONNECTIONS = 10;
const DURATION_S = 10;
const NETWORK = 'eip155:31337';

type Run = Awaited<ReturnType<typeof autocannon>>;
const summary = (run: Run) =>
  `  sandbox quotes: ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} ms, p90 ${run.latency.p90} ms, ` +
  `p99 ${run.latency.p99} ms, max ${run.latency.max} ms, errors ${run.errors}, non-2xx ${run.non2xx} ` +
  `(${CONNECTIONS} connections, ${DURATION_S} s)`;

/**
 * onramp.quote.p99.ms: POST /v1/onramp/quote to the devnet's sandbox provider from 10 connections, each request a new
 * amount, currency and payment method (quotes are not cached: each is priced, limit-checked, counted in the quote
 * budgets and signed). The quote budgets are raised so the figure is the server's cost, not its limit.
 */
export async function runOnrampQuote(): Promise<BenchResult[]> {
  const devnet = await startDevnet();
  const stopDevnet = onCleanup(() => devnet.stop());
  const scratch = await mkdtemp(join(tmpdir(), 'airlock-onramp-bench-'));
  const removeScratch = onCleanup(() => rm(scratch, { recursive: true, force: true }));
  try {
    const chains = parseChainsFile(devnetChainsFile(devnet.chains.map((chain) => chain.rpcUrl)));
    const { base, stop } = await startBenchServer({
      demoProject: true,
      indexer: 'off',
      chains,
      onrampQuotesPerIpPerHour: UNLIMITED,
      onrampQuotesPerProjectPerHour: UNLIMITED,
    });
    try {
      const probe = await fetch(`${base}/v1/onramp/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          projectId: DEMO_PROJECT_ID,
          network: NETWORK,
          amount: '50',
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
        }),
      });
      if (!probe.ok) throw new Error(`on-ramp quote probe failed: ${probe.status} ${await probe.text()}`);
      const file = join(scratch, 'onramp-quote.json');
      await writeFile(file, JSON.stringify({ projectId: DEMO_PROJECT_ID, network: NETWORK }));
      process.env.AIRLOCK_BENCH_ONRAMP_QUOTE = file;
      const requests = [{ setupRequest: QUOTE_REQUEST as unknown as autocannon.Request['setupRequest'] }];
      const load = () =>
        loadavg()
          .map((value) => value.toFixed(2))
          .join(' ');
      console.log(`  load average before: ${load()}`);
      const run = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, workers: 1, requests });
      console.log(summary(run));
      console.log(`  load average after: ${load()}`);
      if (run.errors > 0 || run.non2xx > 0) console.warn(`  ⚠ ${run.errors} errors and ${run.non2xx} non-2xx answers`);
      return [{ id: 'onramp.quote.p99.ms', value: run.latency.p99, unit: 'ms', limit: 50, better: 'lower' }];
    } finally {
      await stop();
    }
  } finally {
    await removeScratch();
    await stopDevnet();
  }
}
