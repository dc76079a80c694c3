import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPackageClassifier } from './bundle/packages';
import { onCleanup } from './cleanup';
import { buildApp } from './firstload/build-app';
import { buildAppPackages } from './firstload/build-packages';
import { deltaContributors } from './firstload/delta-contributors';
import { measureFirstLoad, type FirstLoad } from './firstload/measure-first-load';
import type { BenchResult } from './results';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIRSTLOAD_DIR = join(REPO_ROOT, 'bench', 'firstload');

export const FIRSTLOAD_DELTA_LIMIT_KB = 36;
/** The two apps' own totals are informational; the same ceiling as bundle.initial.total.gz. */
export const FIRSTLOAD_TOTAL_LIMIT_KB = 400;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const kbText = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * bundle.firstload.delta.gz: first-load JS (entry chunk and its static imports, gzip -9 per file)
 * of a minimal app embedding Airlock as README.md shows, minus that of a minimal wagmi-only app.
 * The app imports the built packages (dist/, through their `import` condition), as an installed app does.
 */
export async function runFirstloadDelta(): Promise<BenchResult[]> {
  const classifier = createPackageClassifier(REPO_ROOT, join(FIRSTLOAD_DIR, 'airlock-app'));
  const outDirs: string[] = [];
  const removeBuilds = onCleanup(async () => {
    await Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  try {
    console.log('  building @airlock/protocol, core, react and evm (npm run build)…');
    await buildAppPackages(REPO_ROOT);
    const loads = [];
    for (const app of ['floor-app', 'airlock-app']) {
      const outDir = await buildApp(join(FIRSTLOAD_DIR, app));
      outDirs.push(outDir);
      loads.push(await measureFirstLoad(outDir, classifier));
    }
    const [floor, airlock] = loads as [FirstLoad, FirstLoad];
    const delta = airlock.gzipBytes - floor.gzipBytes;
    console.log(`  floor (wagmi only): ${floor.scripts.length} script(s), ${kbText(floor.gzipBytes)} gzip`);
    console.log(`  Airlock embedded:   ${airlock.scripts.length} script(s), ${kbText(airlock.gzipBytes)} gzip`);
    console.log(`  delta: ${kbText(delta)} gzip; biggest contributors (each package gzipped on its own, so they do not add up exactly):`);
    for (const { owner, gzipDelta } of deltaContributors(floor, airlock).slice(0, 12)) {
      console.log(`    ${owner.padEnd(40)} ${kbText(gzipDelta).padStart(9)}`);
    }
    return [
      { id: 'bundle.firstload.delta.gz', value: kb(delta), unit: 'KB', limit: FIRSTLOAD_DELTA_LIMIT_KB, better: 'lower' },
      { id: 'bundle.firstload.floor.gz', value: kb(floor.gzipBytes), unit: 'KB', limit: FIRSTLOAD_TOTAL_LIMIT_KB, better: 'lower' },
      { id: 'bundle.firstload.airlock.gz', value: kb(airlock.gzipBytes), unit: 'KB', limit: FIRSTLOAD_TOTAL_LIMIT_KB, better: 'lower' },
    ];
  } finally {
    await removeBuilds();
  }
}
