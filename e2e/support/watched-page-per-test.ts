import type { Browser } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { openWatchedPage, VIEWPORTS, type WatchedPage } from './browser';

/**
 * A fresh browser context and watched page for every test, in the browser `browser()` gives; each
 * test must end with no CSP violation and no uncaught page error.
 */
export function useWatchedPagePerTest(
  browser: () => Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): { readonly watched: WatchedPage } {
  const holder = {} as { watched: WatchedPage };
  beforeEach(async () => {
    holder.watched = await openWatchedPage(browser(), viewport);
  });
  afterEach(async () => {
    const problems = holder.watched.problems;
    await holder.watched.context.close();
    expect(problems).toEqual([]);
  });
  return holder;
}
