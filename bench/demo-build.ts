import { buildDemo } from '../scripts/build-demo';

let built: Promise<void> | undefined;

/** One production build of apps/demo (into apps/demo/dist, with source maps) per bench run. */
export function ensureDemoBuilt(): Promise<void> {
  built ??= (async () => {
    const started = performance.now();
    await buildDemo({ quiet: true });
    console.log(`  demo built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  })();
  return built;
}
