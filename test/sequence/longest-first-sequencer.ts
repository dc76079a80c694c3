import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** How long each test file took in a recorded run (scripts/record-test-durations.ts), keyed by its path in the repository. */
const DURATIONS_FILE = new URL('./test-durations.json', import.meta.url);
/** A file the record does not know yet (new since): most new files start a server, so not the shortest. */
const UNKNOWN_FILE_SECONDS = 10;

/**
 * Longest test files first, across all projects. Vitest's own order runs projects one after another and, with no
 * cache (every CI run is a fresh clone), the larger files of each first: the slowest server files (minutes each, mostly
 * waiting on child processes) then started last and ran alone at the end. Started first, they overlap everything else.
 */
export class LongestFirstSequencer extends BaseSequencer {
  private readonly seconds: Record<string, number> = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'));

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const estimate = (file: TestSpecification) => this.seconds[relative(this.ctx.config.root, file.moduleId)] ?? UNKNOWN_FILE_SECONDS;
    // Vitest's order first, so files of equal estimate keep it (the sort is stable).
    const ordered = await super.sort(files);
    return ordered
      .map((file) => ({ file, seconds: estimate(file) }))
      .sort((a, b) => b.seconds - a.seconds)
      .map(({ file }) => file);
  }
}
