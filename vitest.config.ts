import { defineConfig } from 'vitest/config';

// Each package or app with its own vitest.config.ts is a project; e2e runs separately (npm run test:e2e).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'services/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'test/vitest.config.ts'],
  },
});
