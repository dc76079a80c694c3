import { defineProject } from 'vitest/config';
import { runsFromSource } from '../scripts/source-condition.ts';

export default defineProject(
  runsFromSource({
    test: { name: 'repo', environment: 'node', include: ['**/*.test.ts'] },
  }),
);
