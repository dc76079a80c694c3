import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BuildFingerprint, fingerprintOf, staleReason } from './build-fingerprint';
import type { BuildInputs } from './build-inputs';

/** Written into the output directory after a build; Vite's emptyOutDir removes it when the next build starts. */
export const BUILD_STAMP_FILE = '.airlock-build-hash';

export interface ReusedBuildOptions {
  repoRoot: string;
  outDir: string;
  /** A file every complete build has, say index.html: a build stopped halfway has the stamp of none. */
  entry: string;
  inputs: () => Promise<BuildInputs>;
  /** Makes the build, told why it is needed ("first build", "sources changed: …", "configuration changed: …"). */
  build: (reason: string) => Promise<void>;
}

export type ReusedBuildOutcome = { built: false } | { built: true; reason: string };

interface BuildStamp extends BuildFingerprint {
  builtAt: string;
}

async function readStamp(outDir: string): Promise<BuildStamp | undefined> {
  try {
    return JSON.parse(await readFile(join(outDir, BUILD_STAMP_FILE), 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
}

/** Why the build in `outDir` cannot be reused for `current`, or undefined when it can. */
async function rebuildReason(options: ReusedBuildOptions, current: BuildFingerprint): Promise<string | undefined> {
  const entryPresent = await stat(join(options.outDir, options.entry)).then(
    () => true,
    () => false,
  );
  const stamp = entryPresent ? await readStamp(options.outDir) : undefined;
  if (!stamp) return 'first build';
  return staleReason(stamp, current);
}

/**
 * Runs `build` unless `outDir` holds a build of the same inputs (same content hash of sources,
 * configuration and settings), then stamps the output with the hash of the inputs read before it started.
 */
export async function buildUnlessUnchanged(options: ReusedBuildOptions): Promise<ReusedBuildOutcome> {
  const current = await fingerprintOf(await options.inputs(), options.repoRoot);
  const reason = await rebuildReason(options, current);
  if (!reason) return { built: false };
  await options.build(reason);
  const stamp: BuildStamp = { ...current, builtAt: new Date().toISOString() };
  await writeFile(join(options.outDir, BUILD_STAMP_FILE), `${JSON.stringify(stamp, null, 1)}\n`);
  return { built: true, reason };
}
