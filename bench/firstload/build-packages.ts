import { execFile } from 'node:child_process';
import { withPackageBuildLock } from '../../scripts/package-build-lock';

/** The packages the Airlock app imports, with what they import, in build order. */
const APP_PACKAGES = ['@airlock/protocol', '@airlock/core', '@airlock/react', '@airlock/evm'];

/**
 * Builds those packages into their dist/ (npm run build), so the app bundles what users install: the compiled
 * JavaScript their `import` condition names, not the TypeScript sources this repository runs from.
 */
export function buildAppPackages(repoRoot: string): Promise<void> {
  // The bench runs from source (NODE_OPTIONS may carry the source condition); the build must not.
  const env = { ...process.env, NODE_OPTIONS: '' };
  const args = ['run', 'build', ...APP_PACKAGES.flatMap((name) => ['-w', name])];
  return withPackageBuildLock(
    () =>
      new Promise((resolve, reject) => {
        execFile('npm', args, { cwd: repoRoot, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
          if (error) reject(new Error(`npm ${args.join(' ')} failed:\n${stdout}${stderr}`));
          else resolve();
        });
      }),
  );
}
