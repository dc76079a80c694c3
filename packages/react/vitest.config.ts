import { defineProject } from 'vitest/config';
import { runsFromSource } from '../../scripts/source-condition.ts';

export default defineProject(
  runsFromSource({
    // Views load their code on demand, transformed from source on first use: on a loaded two-core machine a test's
    // first render of the Account view (with its Swap support check) has taken over 5 s.
    test: { name: 'react', environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}'], setupFiles: ['test/setup.ts'], testTimeout: 20_000 },
  }),
);
