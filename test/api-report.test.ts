import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiReportDiff, apiReportText, UPDATE_COMMAND } from './api-report/api-report-text';
import { publishedPackages } from './api-report/package-entries';
import { publicSurfaces } from './api-report/public-surface';
import { rootCompilerOptions } from './api-report/root-compiler-options';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const UPDATE = process.env.AIRLOCK_UPDATE_API_REPORT === '1';

describe('public API reports', () => {
  const packages = publishedPackages(ROOT);
  // One program for every entry: building it is the slow part (seconds), and the entries share most sources.
  const surfaces = publicSurfaces(
    packages.flatMap((published) => published.entries.map((entry) => entry.file)),
    rootCompilerOptions(ROOT),
  );

  for (const published of packages) {
    const reportFile = join(published.directory, 'api-report.txt');
    const reportPath = relative(ROOT, reportFile);
    it(`${reportPath} lists the exports of ${published.entries.map((entry) => entry.specifier).join(', ')}`, () => {
      const current = apiReportText(published.entries, surfaces);
      if (UPDATE) {
        writeFileSync(reportFile, current);
        return;
      }
      if (!existsSync(reportFile)) expect.fail(`${reportPath} is missing; create it with: ${UPDATE_COMMAND}`);
      const checkedIn = readFileSync(reportFile, 'utf8');
      if (checkedIn === current) return;
      const diff = apiReportDiff(checkedIn, current);
      expect.fail(
        [
          `The public API differs from ${reportPath} (+ exported now but not in the report, - in the report but no longer exported):`,
          ...(diff.length ? diff : ['  (only the order or the header differs)']),
          `If the change is intended, update the report and commit it: ${UPDATE_COMMAND}`,
        ].join('\n'),
      );
    });
  }
}, 60_000);
