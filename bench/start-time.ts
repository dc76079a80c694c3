import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './results';
import { timedNpmStart } from './start/timed-npm-start';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECOND_START_LIMIT_S = 5;

/**
 * `npm start` twice in this checkout, each time to the demo page answering. The first may build
 * the demo and the frame; the second, with nothing changed, must reuse those builds.
 */
export async function runStartTime(): Promise<BenchResult[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-start-bench-'));
  try {
    const first = await timedNpmStart(REPO_ROOT, dataDir);
    console.log(`  first start: ${first.seconds.toFixed(1)} s`);
    for (const line of first.buildLines) console.log(`    ${line.trim()}`);
    const second = await timedNpmStart(REPO_ROOT, dataDir);
    console.log(`  second start: ${second.seconds.toFixed(1)} s`);
    for (const line of second.buildLines) console.log(`    ${line.trim()}`);
    return [{ id: 'start.second.s', value: Number(second.seconds.toFixed(1)), unit: 's', limit: SECOND_START_LIMIT_S, better: 'lower' }];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
