import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (or one frame of it, such as the wallet's cross-origin frame, which a
 * run in the page does not enter) and returns serious and critical violations. The source goes in
 * through evaluate, which a strict CSP does not block (a <script> tag would be).
 */
export async function seriousAxeViolations(page: Page | Frame): Promise<AxeViolation[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const source = await axeSource;
  // Contrast is judged on what is painted: a view still fading in (opacity below 1) reads as low contrast.
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
