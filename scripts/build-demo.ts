import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const DEMO_ROOT = fileURLToPath(new URL('../apps/demo', import.meta.url));
export const FRAME_ROOT = fileURLToPath(new URL('../apps/frame', import.meta.url));

export interface BuildOptions {
  quiet?: boolean;
  /** Where the build goes instead of the app's dist (emptied first), say one a running `npm start` does not serve. */
  outDir?: string;
}

/** Production build of an app (served under a strict CSP, so no dev server). */
async function buildApp(root: string, options: BuildOptions): Promise<void> {
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: `${root}/vite.config.ts`,
      mode: 'production',
      logLevel: options.quiet ? 'error' : 'warn',
      ...(options.outDir ? { build: { outDir: options.outDir, emptyOutDir: true } } : {}),
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** Production build of the demo. */
export async function buildDemo(options: BuildOptions = {}): Promise<void> {
  await buildApp(DEMO_ROOT, options);
}

/** Production build of the embedded wallet's frame (apps/frame/dist, served by the server's frame host). */
export async function buildFrame(options: BuildOptions = {}): Promise<void> {
  await buildApp(FRAME_ROOT, options);
}
