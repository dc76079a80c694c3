import { defineProject } from 'vitest/config';
import { runsFromSource } from '../../scripts/source-condition.ts';

export default defineProject(
  runsFromSource({
    // The *.server tests log in against a real server and devnet: seconds each on a loaded machine, as in the server's own project.
    test: { name: 'frame', environment: 'node', include: ['test/**/*.test.{ts,tsx}'], testTimeout: 20_000 },
  }),
);
