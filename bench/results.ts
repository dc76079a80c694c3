import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));

/** One measured figure. Every benchmark (bundle, modal, server, relay, …) writes entries of this shape. */
export interface BenchResult {
  id: string;
  value: number;
  unit: string;
  /** The budget: `value` must be at or under it (better "lower") or at or over it (better "higher"). */
  limit: number;
  better: 'lower' | 'higher';
}

export function passes(result: BenchResult): boolean {
  return result.better === 'lower' ? result.value <= result.limit : result.value >= result.limit;
}

function isBenchResult(value: unknown): value is BenchResult {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.value === 'number' &&
    typeof entry.unit === 'string' &&
    typeof entry.limit === 'number' &&
    (entry.better === 'lower' || entry.better === 'higher')
  );
}

/** The stored results; an empty list when the file does not exist yet. */
export async function readResults(file = RESULTS_FILE): Promise<BenchResult[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error(`${file} must hold a JSON array`);
  const invalid = parsed.find((entry) => !isBenchResult(entry));
  if (invalid !== undefined) throw new Error(`${file} holds an invalid entry: ${JSON.stringify(invalid)}`);
  return parsed as BenchResult[];
}

/** Replaces entries with the same id, keeps every other id (in its place), appends new ids. */
export function mergeResults(existing: readonly BenchResult[], fresh: readonly BenchResult[]): BenchResult[] {
  const byId = new Map(fresh.map((result) => [result.id, result]));
  const merged = existing.map((result) => byId.get(result.id) ?? result);
  const known = new Set(existing.map((result) => result.id));
  for (const result of fresh) if (!known.has(result.id)) merged.push(result);
  return merged;
}

export async function writeResults(results: readonly BenchResult[], file = RESULTS_FILE): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(results, null, 2)}\n`);
  await rename(temporary, file);
}

/** Reads the file, merges `fresh` by id and writes it back; returns the merged list. */
export async function mergeIntoResultsFile(fresh: readonly BenchResult[], file = RESULTS_FILE): Promise<BenchResult[]> {
  const merged = mergeResults(await readResults(file), fresh);
  await writeResults(merged, file);
  return merged;
}
