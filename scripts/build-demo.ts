import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const DEMO_ROOT = fileURLToPath(new URL('../apps/demo', import.meta.url));

/** Production build of the demo (the page is served under a strict CSP, so no dev server). */
export async function buildDemo(options: { quiet?: boolean } = {}): Promise<void> {
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: DEMO_ROOT,
      configFile: `${DEMO_ROOT}/vite.config.ts`,
      mode: 'production',
      logLevel: options.quiet ? 'error' : 'warn',
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
