import { defineProject } from 'vitest/config';
import { runsFromSource } from '../../scripts/source-condition.ts';

export default defineProject(
  runsFromSource({
    test: {
      name: 'evm',
      environment: 'jsdom',
      include: ['test/**/*.test.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
