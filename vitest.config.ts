import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test/sequence/longest-first-sequencer';

// Each package or app with its own vitest.config.ts is a project; e2e runs separately (npm run test:e2e).
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, but most files wait on anvil, servers and
    // PostgreSQL rather than compute: three workers take the suite from 34 to 13 minutes there.
    // VITEST_MAX_WORKERS overrides it.
    maxWorkers: 3,
    // Across projects, the files that take longest start first (see the sequencer).
    sequence: { sequencer: LongestFirstSequencer },
    projects: ['packages/*/vitest.config.ts', 'services/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'test/vitest.config.ts'],
  },
});
