import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { BuildInputs } from './build-inputs';

/** The content hash of a build's inputs, with one hash per file so that a change can be named. */
export interface BuildFingerprint {
  hash: string;
  /** Repository-relative path → content hash. */
  sources: Record<string, string>;
  configuration: Record<string, string>;
  /** Setting → hash of its value (the stamp is served with the build; env values stay out of it). */
  settings: Record<string, string>;
}

const hashText = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

// Whole-file reads: the inputs are small source files (the largest is package-lock.json), and for
// those one read hashes about twice as fast as a stream.
async function hashFile(path: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex')
    .slice(0, 16);
}

async function hashFiles(files: string[], repoRoot: string): Promise<Record<string, string>> {
  const hashes = await Promise.all(files.map(hashFile));
  return Object.fromEntries(files.map((file, index) => [relative(repoRoot, file), hashes[index] as string]));
}

export async function fingerprintOf(inputs: BuildInputs, repoRoot: string): Promise<BuildFingerprint> {
  const [sources, configuration] = await Promise.all([hashFiles(inputs.sources, repoRoot), hashFiles(inputs.configuration, repoRoot)]);
  const settings = Object.fromEntries(Object.entries(inputs.settings).map(([key, value]) => [key, hashText(value)]));
  const whole = createHash('sha256');
  for (const part of [sources, configuration, settings]) {
    for (const key of Object.keys(part).sort()) whole.update(`${key}\0${part[key]}\0`);
    whole.update('\n');
  }
  return { hash: whole.digest('hex'), sources, configuration, settings };
}

/** Keys whose value differs, or that only one side has. */
function changedKeys(before: Record<string, string>, after: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).sort();
}

function named(changed: string[]): string {
  const [first] = changed;
  return changed.length === 1 ? `${first}` : `${first} and ${changed.length - 1} more`;
}

/** Why a build made from `previous` cannot stand for `current`, or undefined when it can. */
export function staleReason(previous: BuildFingerprint, current: BuildFingerprint): string | undefined {
  if (previous.hash === current.hash) return undefined;
  const configuration = changedKeys(previous.configuration ?? {}, current.configuration);
  if (configuration.length > 0) return `configuration changed: ${named(configuration)}`;
  const settings = changedKeys(previous.settings ?? {}, current.settings);
  if (settings.length > 0) return `configuration changed: ${named(settings)}`;
  const sources = changedKeys(previous.sources ?? {}, current.sources);
  if (sources.length > 0) return `sources changed: ${named(sources)}`;
  return 'build inputs changed';
}
