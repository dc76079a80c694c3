import { defineProject } from 'vitest/config';
import { runsFromSource } from '../scripts/source-condition';

export default defineProject(runsFromSource({
  test: { name: 'repo', environment: 'node', include: ['**/*.test.ts'] },
}));
