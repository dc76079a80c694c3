import { mkdir } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR } from './artifacts';
import { demoStackEndpoints, startDemoStack } from './demo-stack';
import { SHARED_DEMO_STACK } from './shared-demo-stack';
import { buildTestDemo, buildTestFrame } from './test-builds';

/**
 * Builds the demo and the frame once for every E2E file, into their test directories, then starts
 * the default demo stack that every file with no stack options of its own shares (stopped at the end).
 */
export default async function setup(project: TestProject) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await buildTestDemo();
  await buildTestFrame();
  const stack = await startDemoStack();
  project.provide(SHARED_DEMO_STACK, demoStackEndpoints(stack));
  return () => stack.stop();
}
