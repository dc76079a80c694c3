import { mkdir } from 'node:fs/promises';
import { ARTIFACTS_DIR } from './artifacts';
import { buildTestDemo, buildTestFrame } from './test-builds';

/** Builds the demo and the frame once for every E2E file, into their test directories. */
export default async function setup() {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await buildTestDemo();
  await buildTestFrame();
}
