import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Writes test/sequence/test-durations.json, which LongestFirstSequencer orders the unit suite by, from a Vitest JSON
 * report: `npx vitest run --reporter=json --outputFile=report.json`, then
 * `node --import tsx scripts/record-test-durations.ts report.json [the checkout it ran in]`.
 */
const [reportPath, root = process.cwd()] = process.argv.slice(2);
if (!reportPath) throw new Error('usage: record-test-durations.ts <vitest-json-report> [repository root of that run]');
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as { testResults: Array<{ name: string; startTime: number; endTime: number }> };
const seconds = Object.fromEntries(
  report.testResults
    .map((file) => [relative(root, file.name), Math.max(1, Math.round((file.endTime - file.startTime) / 1000))] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(new URL('../test/sequence/test-durations.json', import.meta.url), `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`recorded ${Object.keys(seconds).length} test files`);
