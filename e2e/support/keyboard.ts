import type { Page } from 'playwright-core';

/** The focused element's accessible name as a screen reader would announce it (label, else text). */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0)
      return [...labels]
        .map((labelElement) => labelElement.textContent ?? '')
        .join(' ')
        .trim();
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').trim();
  });
}

/** Presses Tab (or Shift+Tab) until the focused control's name matches, as a keyboard user would. */
export async function tabTo(page: Page, name: string | RegExp, options: { backwards?: boolean; maxPresses?: number } = {}): Promise<void> {
  const matches = (value: string) => (typeof name === 'string' ? value === name : name.test(value));
  const seen: string[] = [];
  for (let press = 0; press < (options.maxPresses ?? 25); press++) {
    const current = await focusedName(page);
    if (matches(current)) return;
    seen.push(current);
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach "${name}" by keyboard; focus went through: ${seen.join(' → ')}`);
}
