import { mkdir } from 'node:fs/promises';
import { buildDemo } from '../../scripts/build-demo';
import { ARTIFACTS_DIR } from './artifacts';

/** Builds the demo once for every E2E file. */
export default async function setup() {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await buildDemo({ quiet: true });
}
