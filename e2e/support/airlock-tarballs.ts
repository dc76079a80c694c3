import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToCompletion } from './process-group';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Package name → workspace directory, for the packages a dApp installs, in dependency order. */
const PACKAGE_DIRS: Record<string, string> = {
  '@airlock/protocol': 'packages/protocol',
  '@airlock/core': 'packages/core',
  '@airlock/react': 'packages/react',
  '@airlock/evm': 'packages/evm',
};

export type AirlockTarballs = ReadonlyMap<string, string>;

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestChange(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** Shared by every package's build: a change to one of these makes every build stale. */
const SHARED_BUILD_INPUTS = ['tsconfig.build.json', 'scripts/package-build-config.ts', 'scripts/relative-imports-external.ts'];

/** Why `dir`'s dist/ is older than what it is built from, or undefined when it is up to date. */
async function staleBuildReason(dir: string): Promise<string | undefined> {
  const built = await stat(join(REPO_ROOT, dir, 'dist/index.js')).catch(() => undefined);
  if (!built) return `${dir} has no build`;
  const inputs = [...['src', 'package.json', 'tsup.config.ts'].map((input) => join(dir, input)), ...SHARED_BUILD_INPUTS];
  const changed = await Promise.all(inputs.map((input) => newestChange(join(REPO_ROOT, input))));
  return Math.max(...changed) > built.mtimeMs ? `${dir} changed since its build` : undefined;
}

/**
 * Builds the packages a dApp installs (as `npm run build` at the root does, in dependency order),
 * unless each has a build newer than its sources. Says which it did.
 */
export async function buildPackagesUnlessUpToDate(): Promise<string> {
  const reasons = (await Promise.all(Object.values(PACKAGE_DIRS).map(staleBuildReason))).filter((reason) => reason !== undefined);
  if (reasons.length === 0) return 'reused the packages’ builds';
  const workspaces = Object.keys(PACKAGE_DIRS).flatMap((name) => ['--workspace', name]);
  await runToCompletion('npm', ['run', 'build', ...workspaces], { cwd: REPO_ROOT, timeoutMs: 300_000 });
  return `built the packages (${reasons.join(', ')})`;
}

/** `npm pack` of @airlock/protocol, core, react and evm into `destination`: package name → tarball path. */
export async function packAirlockPackages(destination: string): Promise<AirlockTarballs> {
  const workspaces = Object.values(PACKAGE_DIRS).flatMap((dir) => ['--workspace', dir]);
  await mkdir(destination, { recursive: true });
  await runToCompletion('npm', ['pack', '--pack-destination', destination, ...workspaces], { cwd: REPO_ROOT, timeoutMs: 300_000 });
  const files = await readdir(destination);
  return new Map(
    Object.keys(PACKAGE_DIRS).map((name) => {
      // npm names a tarball after its package: @airlock/react 0.1.0 → airlock-react-0.1.0.tgz.
      const prefix = `${name.slice(1).replace('/', '-')}-`;
      const file = files.find(
        (candidate) => candidate.startsWith(prefix) && /^\d/.test(candidate.slice(prefix.length)) && candidate.endsWith('.tgz'),
      );
      if (!file) throw new Error(`npm pack made no tarball of ${name} in ${destination} (${files.join(', ')})`);
      return [name, join(destination, file)];
    }),
  );
}
