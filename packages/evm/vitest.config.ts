import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'evm',
    environment: 'jsdom',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
