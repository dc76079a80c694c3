import { cp, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { freeLocalPort } from './free-local-port';
import type { AirlockTarballs } from './airlock-tarballs';
import { REPO_ROOT } from './airlock-tarballs';
import { runToCompletion } from './process-group';
import { startServedProcess, type ServedProcess } from './served-process';

export type ExampleName = 'vite' | 'next-app-router';

/** Left out of the copy: what an earlier install or build in examples/ made. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.next', 'next-env.d.ts', 'package-lock.json']);

interface PackageManifest {
  dependencies?: Record<string, string>;
  overrides?: Record<string, string>;
}

/**
 * Copies examples/<name> into `root` and installs it as a user would from a registry, except that
 * every @airlock/* package, asked for by the example or by another @airlock/* package, comes from
 * this checkout's tarballs. Resolves with the copy's directory.
 */
export async function installExample(name: ExampleName, tarballs: AirlockTarballs, root: string): Promise<string> {
  const dir = join(root, name);
  await cp(join(REPO_ROOT, 'examples', name), dir, { recursive: true, filter: (source) => !NOT_COPIED.has(basename(source)) });
  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as PackageManifest;
  const fromTarball = Object.fromEntries([...tarballs].map(([packageName, tarball]) => [packageName, `file:${tarball}`]));
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    if (dependency.startsWith('@airlock/')) {
      const spec = fromTarball[dependency];
      if (!spec) throw new Error(`examples/${name} depends on ${dependency}, which was not packed`);
      manifest.dependencies![dependency] = spec;
    }
  }
  manifest.overrides = { ...manifest.overrides, ...fromTarball };
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  await runToCompletion('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, timeoutMs: 600_000 });
  return dir;
}

/**
 * `npm run build` in an installed example, with `env` (the server URL and project id it is built for); resolves with the build's output.
 */
export function buildExample(dir: string, env: Record<string, string>): Promise<string> {
  return runToCompletion('npm', ['run', 'build'], { cwd: dir, env, timeoutMs: 600_000 });
}

/** Serves a built example on a free port of 127.0.0.1: `vite preview` or `next start`. */
export async function serveExample(name: ExampleName, dir: string): Promise<ServedProcess> {
  const port = await freeLocalPort();
  const bin = (tool: string) => join(dir, 'node_modules', '.bin', tool);
  const [command, args] =
    name === 'vite'
      ? [bin('vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort']]
      : [bin('next'), ['start', '--hostname', '127.0.0.1', '--port', String(port)]];
  return startServedProcess(command, args, {
    cwd: dir,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    url: `http://127.0.0.1:${port}/`,
    readyTimeoutMs: 60_000,
  });
}
