import { defineConfig } from 'vitest/config';

// Each package or app with its own vitest.config.ts is a project; e2e runs separately (npm run test:e2e).
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, but most files wait on anvil, servers and
    // PostgreSQL rather than compute: three workers take the suite from 34 to 13 minutes there.
    // VITEST_MAX_WORKERS overrides it.
    maxWorkers: 3,
    projects: ['packages/*/vitest.config.ts', 'services/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'test/vitest.config.ts'],
  },
});
