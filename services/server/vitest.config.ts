import { defineProject } from 'vitest/config';
import { runsFromSource } from '../../scripts/source-condition.ts';

export default defineProject(
  runsFromSource({
    test: {
      name: 'server',
      environment: 'node',
      include: ['test/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      globalSetup: ['test/global-setup.ts'],
    },
  }),
);
