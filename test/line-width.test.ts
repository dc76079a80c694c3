import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isExcluded, readBiomeSettings } from './line-width/biome-settings';
import { linesOverWidth } from './line-width/lines-over-width';

const root = fileURLToPath(new URL('..', import.meta.url));
const FORMATTED = /\.(?:ts|tsx|js|mjs|cjs|css)$/;

// Biome breaks code at its lineWidth but leaves a long string, comment or test name as it is.
describe('line width', () => {
  const settings = readBiomeSettings(new URL('../biome.jsonc', import.meta.url));

  it('holds every source line to Biome’s lineWidth', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => FORMATTED.test(file) && !isExcluded(file, settings.excluded));
    expect(files.length).toBeGreaterThan(500);
    const long = files.flatMap((file) => linesOverWidth(file, readFileSync(`${root}/${file}`, 'utf8'), settings.lineWidth));
    expect(long.map(({ file, line, width }) => `${file}:${line} is ${width} wide`)).toEqual([]);
  });

  it('counts code points, so a line of CJK or Devanagari is as wide as its characters', () => {
    const width = settings.lineWidth;
    expect(linesOverWidth('a.ts', `${'日'.repeat(width)}\n${'x'.repeat(width + 1)}`, width)).toEqual([
      { file: 'a.ts', line: 2, width: width + 1 },
    ]);
  });

  it('skips what Biome does not format: generated frame assets, contracts, JSON', () => {
    expect(isExcluded('services/server/frame/assets/index.js', settings.excluded)).toBe(true);
    expect(isExcluded('packages/devnet/contracts/artifacts.ts', settings.excluded)).toBe(true);
    expect(isExcluded('packages/core/package.json', settings.excluded)).toBe(true);
    expect(isExcluded('packages/core/src/index.ts', settings.excluded)).toBe(false);
  });
});
