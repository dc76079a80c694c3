import type { PackageEntry } from './package-entries';

export const UPDATE_COMMAND = 'AIRLOCK_UPDATE_API_REPORT=1 npx vitest run test/api-report.test.ts';

/** The checked-in report of one package: a section per entry listing `<name>: <kind>`. */
export function apiReportText(entries: readonly PackageEntry[], surfaces: ReadonlyMap<string, readonly string[]>): string {
  const header = [
    '# The public API of this package: the names each entry exports and their kind.',
    `# Checked by test/api-report.test.ts; after an intended change run: ${UPDATE_COMMAND}`,
  ];
  const sections = entries.map((entry) => [``, `## ${entry.specifier}`, ...(surfaces.get(entry.file) ?? [])].join('\n'));
  return `${[...header, ...sections].join('\n')}\n`;
}

/** Each export line prefixed with its entry, so a diff says which entry gained or lost a name. */
function qualifiedLines(report: string): string[] {
  let entry = '';
  const lines: string[] = [];
  for (const line of report.split('\n')) {
    if (line.startsWith('## ')) entry = line.slice(3);
    else if (line && !line.startsWith('#')) lines.push(`${entry}  ${line}`);
  }
  return lines;
}

/** Lines only in the current surface (`+`) or only in the checked-in report (`-`). */
export function apiReportDiff(checkedIn: string, current: string): string[] {
  const before = new Set(qualifiedLines(checkedIn));
  const after = new Set(qualifiedLines(current));
  return [
    ...[...before].filter((line) => !after.has(line)).map((line) => `- ${line}`),
    ...[...after].filter((line) => !before.has(line)).map((line) => `+ ${line}`),
  ];
}
