import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPackageBuildLock } from '../scripts/package-build-lock';
import { runCommand } from './package-checks/run-command';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The published packages, in build order (each after the packages it imports). */
const PACKAGES = ['protocol', 'siwx-verify', 'core', 'react', 'evm', 'devnet', 'testing'] as const;
const BUILD_TIMEOUT_MS = 20 * 60_000;
const CHECK_TIMEOUT_MS = 3 * 60_000;

let packDirectory: string | undefined;
const tarballs = new Map<string, string>();

async function succeed(command: string, args: readonly string[], cwd: string): Promise<string> {
  const result = await runCommand(command, args, cwd);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${result.code}:\n${result.output}`);
  return result.output;
}

// The packages as npm would publish them: built, then packed (scripts ignored, the build has just run).
beforeAll(async () => {
  const destination = await mkdtemp(join(tmpdir(), 'airlock-package-checks-'));
  packDirectory = destination;
  await withPackageBuildLock(async () => {
    await succeed('npm', ['run', 'build', ...PACKAGES.flatMap((name) => ['-w', `@airlock/${name}`])], ROOT);
    for (const name of PACKAGES) {
      const before = new Set(await readdir(destination));
      await succeed('npm', ['pack', '--ignore-scripts', '--pack-destination', destination], join(ROOT, 'packages', name));
      const packed = (await readdir(destination)).find((file) => !before.has(file));
      if (!packed) throw new Error(`npm pack of packages/${name} wrote no tarball`);
      tarballs.set(name, join(destination, packed));
    }
  });
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  if (packDirectory) await rm(packDirectory, { recursive: true, force: true });
});

describe.each(PACKAGES)('the packed @airlock/%s', (name) => {
  it(
    'passes publint --strict',
    async () => {
      const result = await runCommand('npx', ['publint', 'run', tarballs.get(name)!, '--strict'], ROOT);
      expect(result.code, `publint reported problems in @airlock/${name}:\n${result.output}`).toBe(0);
    },
    CHECK_TIMEOUT_MS,
  );

  // ESM only by design: a CommonJS require() of it is not supported, so only ESM resolution modes are judged.
  it(
    'passes Are the Types Wrong (esm-only profile)',
    async () => {
      const result = await runCommand('npx', ['attw', tarballs.get(name)!, '--profile', 'esm-only', '--format', 'ascii'], ROOT);
      expect(result.code, `attw reported problems in @airlock/${name}:\n${result.output}`).toBe(0);
    },
    CHECK_TIMEOUT_MS,
  );
});
