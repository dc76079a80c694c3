import { buildTestDemo, DEMO_TEST_DIST } from '../e2e/support/test-builds';

/** Where the bench's demo build goes: the E2E demo stack serves it, and a running `npm start` does not. */
export const BENCH_DEMO_DIST = DEMO_TEST_DIST;

let built: Promise<void> | undefined;

/** One production build of apps/demo (into BENCH_DEMO_DIST, with source maps) per bench run. */
export function ensureDemoBuilt(): Promise<void> {
  built ??= (async () => {
    const started = performance.now();
    await buildTestDemo();
    console.log(`  demo built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  })();
  return built;
}
