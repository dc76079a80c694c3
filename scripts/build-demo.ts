import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputsOf, VITE_CLIENT_CONDITIONS } from './build-inputs';
import { buildUnlessUnchanged } from './reused-build';

export const DEMO_ROOT = fileURLToPath(new URL('../apps/demo', import.meta.url));
export const FRAME_ROOT = fileURLToPath(new URL('../apps/frame', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const MODE = 'production';

export interface BuildOptions {
  quiet?: boolean;
  /** Where the build goes instead of the app's dist (emptied first), say one a running `npm start` does not serve. */
  outDir?: string;
}

/** Production build of an app (served under a strict CSP, so no dev server). */
async function buildApp(root: string, options: BuildOptions): Promise<void> {
  // Loaded here: a start that reuses both builds does not pay for loading Vite.
  const { build } = await import('vite');
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: `${root}/vite.config.ts`,
      mode: MODE,
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

/**
 * Builds the app into its own dist unless dist holds a build of the same sources and configuration
 * (a content hash beside the output), and says which it did and why.
 */
async function buildAppIfChanged(root: string, label: string): Promise<void> {
  const outcome = await buildUnlessUnchanged({
    repoRoot: REPO_ROOT,
    // The apps' vite.config.ts build into dist.
    outDir: join(root, 'dist'),
    entry: 'index.html',
    // This file holds the build options (mode, NODE_ENV) that the apps' configs do not.
    inputs: () =>
      buildInputsOf({
        repoRoot: REPO_ROOT,
        appRoot: root,
        mode: MODE,
        buildScripts: [fileURLToPath(import.meta.url)],
        // The apps' vite configs resolve @airlock/* through the "source" condition (scripts/source-condition.ts).
        conditions: ['source', ...VITE_CLIENT_CONDITIONS],
      }),
    build: async (reason) => {
      console.log(`Airlock: building ${label} (${reason})…`);
      await buildApp(root, {});
    },
  });
  if (!outcome.built) console.log(`Airlock: ${label} is up to date (build reused)`);
}

/** The demo's production build in apps/demo/dist, reused when nothing it is built from changed. */
export function buildDemoIfChanged(): Promise<void> {
  return buildAppIfChanged(DEMO_ROOT, 'the demo');
}

/** The frame's production build in apps/frame/dist, reused when nothing it is built from changed. */
export function buildFrameIfChanged(): Promise<void> {
  return buildAppIfChanged(FRAME_ROOT, 'the embedded wallet frame');
}
