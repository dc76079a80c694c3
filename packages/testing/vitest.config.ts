import { defineProject } from 'vitest/config';
import { runsFromSource } from '../../scripts/source-condition.ts';

export default defineProject(
  runsFromSource({
    test: {
      name: 'testing',
      include: ['test/**/*.test.ts'],
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
