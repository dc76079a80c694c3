import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'frame', environment: 'node', include: ['test/**/*.test.{ts,tsx}'] },
});
