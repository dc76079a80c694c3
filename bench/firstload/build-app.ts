import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';

/** Production Vite build of one of the minimal apps in this folder into a fresh temporary directory. */
export async function buildApp(appDir: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'airlock-firstload-'));
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: appDir,
      configFile: false,
      mode: 'production',
      logLevel: 'error',
      plugins: [react()],
      // Vite's defaults, without this repository's "source" condition: @airlock/* resolve to their built dist/.
      resolve: { conditions: [...defaultClientConditions] },
      build: { outDir, emptyOutDir: true, sourcemap: true, modulePreload: { polyfill: false }, chunkSizeWarningLimit: 2000 },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
  return outDir;
}
