import { fileURLToPath } from 'node:url';
import { buildDemo, buildFrame } from '../../scripts/build-demo';

// The tests' own builds: a rebuild of apps/demo/dist or apps/frame/dist would delete the chunks the
// pages of a running `npm start` load (hashed names change with the code).
export const DEMO_TEST_DIST = fileURLToPath(new URL('../../apps/demo/dist-test', import.meta.url));
export const FRAME_TEST_DIST = fileURLToPath(new URL('../../apps/frame/dist-test', import.meta.url));

/** The demo, built into DEMO_TEST_DIST. */
export function buildTestDemo(): Promise<void> {
  return buildDemo({ quiet: true, outDir: DEMO_TEST_DIST });
}

/** The embedded wallet's frame, built into FRAME_TEST_DIST. */
export function buildTestFrame(): Promise<void> {
  return buildFrame({ quiet: true, outDir: FRAME_TEST_DIST });
}
