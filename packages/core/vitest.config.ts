import { defineProject } from 'vitest/config';
import { runsFromSource } from '../../scripts/source-condition';

export default defineProject(runsFromSource({
  test: { name: 'core', environment: 'jsdom', include: ['test/**/*.test.ts'] },
}));
