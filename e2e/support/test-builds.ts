import { rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildDemo, buildFrame } from '../../scripts/build-demo';

// The tests' own builds: a rebuild of apps/demo/dist or apps/frame/dist would delete the chunks the
// pages of a running `npm start` load (hashed names change with the code).
export const DEMO_TEST_DIST = fileURLToPath(new URL('../../apps/demo/dist-test', import.meta.url));
export const FRAME_TEST_DIST = fileURLToPath(new URL('../../apps/frame/dist-test', import.meta.url));

const isCode = (error: unknown, ...codes: string[]) => codes.includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Builds next to `dir`, then swaps the build in: another run serving `dir` (a second E2E run, the
 * bench) never finds it emptied halfway through a build.
 */
async function buildInPlace(dir: string, build: (outDir: string) => Promise<void>): Promise<void> {
  const suffix = `${process.pid}-${Date.now()}`;
  const staging = `${dir}.building-${suffix}`;
  const previous = `${dir}.previous-${suffix}`;
  try {
    await build(staging);
    await rename(dir, previous).catch((error: unknown) => {
      if (!isCode(error, 'ENOENT')) throw error;
    });
    // A run that swapped its build of the same sources in meanwhile wins; this one is dropped.
    await rename(staging, dir).catch((error: unknown) => {
      if (!isCode(error, 'ENOTEMPTY', 'EEXIST')) throw error;
    });
  } finally {
    await Promise.all([rm(staging, { recursive: true, force: true }), rm(previous, { recursive: true, force: true })]);
  }
}

/** The demo, built into DEMO_TEST_DIST. */
export function buildTestDemo(): Promise<void> {
  return buildInPlace(DEMO_TEST_DIST, (outDir) => buildDemo({ quiet: true, outDir }));
}

/** The embedded wallet's frame, built into FRAME_TEST_DIST. */
export function buildTestFrame(): Promise<void> {
  return buildInPlace(FRAME_TEST_DIST, (outDir) => buildFrame({ quiet: true, outDir }));
}
