import { defineConfig } from 'vitest/config';
import { runsFromSource } from '../scripts/source-condition.ts';

// Browser tests: one file at a time (2 cores). The global setup builds the demo and the frame and starts the default
// stack (devnet, server, demo) that files with no options of their own share (useSharedDemoStack); each file launches its Chromium.
export default defineConfig(
  runsFromSource({
    test: {
      name: 'e2e',
      include: ['e2e/**/*.e2e.ts'],
      environment: 'node',
      globalSetup: ['e2e/support/global-setup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 90_000,
    },
  }),
);
