import { defineProject } from 'vitest/config';
import { runsFromSource } from '../../scripts/source-condition.ts';

export default defineProject(
  runsFromSource({
    test: { name: 'react', environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}'], setupFiles: ['test/setup.ts'] },
  }),
);
