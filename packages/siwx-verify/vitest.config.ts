import { defineProject } from 'vitest/config';
import { runsFromSource } from '../../scripts/source-condition.ts';

export default defineProject(
  runsFromSource({
    test: { name: 'siwx-verify', environment: 'node', include: ['test/**/*.test.ts'] },
  }),
);
