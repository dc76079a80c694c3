import { defineProject } from 'vitest/config';
import { runsFromSource } from '../../scripts/source-condition.ts';

export default defineProject(
  runsFromSource({
    test: { name: 'core', environment: 'jsdom', include: ['test/**/*.test.ts'] },
  }),
);
