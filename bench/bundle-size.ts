import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { attributeChunk } from './bundle/attribute';
import { findInitialScripts } from './bundle/initial-chunks';
import { createPackageClassifier } from './bundle/packages';
import { BENCH_DEMO_DIST, ensureDemoBuilt } from './demo-build';
import type { BenchResult } from './results';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO_DIR = join(REPO_ROOT, 'apps', 'demo');
const DIST_DIR = BENCH_DEMO_DIST;

export const BUNDLE_INITIAL_LIMIT_KB = 40;
export const BUNDLE_TOTAL_LIMIT_KB = 400;

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const kbText = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Contributor {
  owner: string;
  counted: boolean;
  /** Generated code, lines kept apart, in bundle order. */
  code: string[];
  raw: number;
}

function table(rows: string[][], rightAligned: ReadonlySet<number>): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map(
      (row) =>
        '    ' +
        row
          .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}

/**
 * bundle.initial.gz: gzipped JS the demo loads before the first click that is Airlock's own code
 * or a dependency Airlock brings (not the react / wagmi / viem / react-query floor, not the demo's
 * code), attributed through the source maps. bundle.initial.total.gz: all initial JS, gzipped per file.
 */
export async function runBundleSize(): Promise<BenchResult[]> {
  await ensureDemoBuilt();
  const classifier = createPackageClassifier(REPO_ROOT, DEMO_DIR);
  const scripts = await findInitialScripts(DIST_DIR);

  let totalGzip = 0;
  const counted: string[] = [];
  const countedUnshared: string[] = [];
  const contributors = new Map<string, Contributor>();
  const countedFiles = new Map<string, string[]>();
  for (const script of scripts) {
    const bytes = await readFile(script);
    totalGzip += gzipSize(bytes);
    const { ranges } = await attributeChunk(script, classifier.classify);
    let lastCountedLine = -1;
    let lastUnsharedLine = -1;
    const lastLineByOwner = new Map<string, number>();
    for (const range of ranges) {
      const { owner } = range.ownership;
      let contributor = contributors.get(owner);
      if (!contributor) contributors.set(owner, (contributor = { owner, counted: range.ownership.counted, code: [], raw: 0 }));
      contributor.raw += Buffer.byteLength(range.text);
      if (lastLineByOwner.get(owner) === range.line) contributor.code[contributor.code.length - 1] += range.text;
      else contributor.code.push(range.text);
      lastLineByOwner.set(owner, range.line);
      if (!range.ownership.counted) continue;
      if (lastCountedLine === range.line) counted[counted.length - 1] += range.text;
      else counted.push(range.text);
      lastCountedLine = range.line;
      if (!classifier.sharedWithFloor(owner)) {
        if (lastUnsharedLine === range.line) countedUnshared[countedUnshared.length - 1] += range.text;
        else countedUnshared.push(range.text);
        lastUnsharedLine = range.line;
      }
      if (range.source) {
        const file = relative(REPO_ROOT, range.source);
        countedFiles.set(file, [...(countedFiles.get(file) ?? []), range.text]);
      }
    }
  }
  const airlockGzip = gzipSize(counted.join('\n'));

  const rows = [...contributors.values()]
    .map((contributor) => ({ ...contributor, gzip: gzipSize(contributor.code.join('\n')) }))
    .sort((a, b) => b.gzip - a.gzip);
  const note = (row: { owner: string; counted: boolean }) => {
    if (!row.counted) return 'excluded';
    if (row.owner.startsWith('@airlock/')) return 'counted (Airlock)';
    if (classifier.sharedWithFloor(row.owner)) return 'counted (direct dep of @airlock/*; the floor ships the same copy)';
    return 'counted (dependency)';
  };
  console.log(`  initial scripts: ${scripts.map((file) => relative(DIST_DIR, file)).join(', ')}`);
  console.log('  initial JS by package (each gzipped on its own, so the parts do not add up exactly):');
  console.log(
    table(
      [['package', 'raw', 'gzip', ''], ...rows.slice(0, 20).map((row) => [row.owner, kbText(row.raw), kbText(row.gzip), note(row)])],
      new Set([1, 2]),
    ),
  );
  if (rows.length > 20) console.log(`    … ${rows.length - 20} smaller packages`);
  const fileRows = [...countedFiles.entries()]
    .map(([file, code]) => ({ file, raw: code.reduce((sum, text) => sum + Buffer.byteLength(text), 0), gzip: gzipSize(code.join('\n')) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 12);
  console.log('  largest counted source files:');
  console.log(table([['file', 'raw', 'gzip'], ...fileRows.map((row) => [row.file, kbText(row.raw), kbText(row.gzip)])], new Set([1, 2])));
  console.log(`  counted (Airlock + its deps): ${kbText(airlockGzip)} gzip; all initial JS: ${kbText(totalGzip)} gzip`);
  const shared = rows.filter((row) => classifier.sharedWithFloor(row.owner)).map((row) => row.owner);
  if (shared.length > 0) {
    console.log(
      `  note: ${shared.join(', ')} counted because an @airlock/* package lists it as a dependency, though the floor ships the same copy;` +
        ` without it the counted figure would be ${kbText(gzipSize(countedUnshared.join('\n')))} gzip`,
    );
  }

  return [
    { id: 'bundle.initial.gz', value: kb(airlockGzip), unit: 'KB', limit: BUNDLE_INITIAL_LIMIT_KB, better: 'lower' },
    { id: 'bundle.initial.total.gz', value: kb(totalGzip), unit: 'KB', limit: BUNDLE_TOTAL_LIMIT_KB, better: 'lower' },
  ];
}
