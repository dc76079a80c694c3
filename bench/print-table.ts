import { passes, type BenchResult } from './results';

function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  // Ratios (0.74 against a limit of 0.7) need their second decimal.
  return Math.abs(value) < 10 ? String(Number(value.toFixed(2))) : value.toFixed(1);
}

/** A plain-text table: id, value, unit, limit, pass/fail. */
export function formatTable(results: readonly BenchResult[]): string {
  const header = ['id', 'value', 'unit', 'limit', 'result'];
  const rows = results.map((result) => [
    result.id,
    formatNumber(result.value),
    result.unit,
    `${result.better === 'lower' ? '≤' : '≥'} ${formatNumber(result.limit)}`,
    passes(result) ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const numeric = new Set([1, 3]);
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function printTable(results: readonly BenchResult[]): void {
  console.log(formatTable(results));
}
