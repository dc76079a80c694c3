import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchChromium, openWatchedPage, VIEWPORTS, type WatchedPage } from './browser';
import { startDemoStack, type DemoStack, type DemoStackOptions } from './demo-stack';

export interface StackFixture {
  readonly stack: DemoStack;
  readonly browser: Browser;
  readonly watched: WatchedPage;
}

/**
 * One devnet, demo server and Chromium per test file; a fresh browser context per test that must
 * end with no CSP violation and no uncaught page error.
 */
export function useDemoStack(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  stackOptions: DemoStackOptions = {},
): StackFixture {
  const fixture = {} as { stack: DemoStack; browser: Browser; watched: WatchedPage };
  beforeAll(async () => {
    [fixture.stack, fixture.browser] = await Promise.all([startDemoStack(stackOptions), launchChromium()]);
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.stack?.stop();
  });
  beforeEach(async () => {
    fixture.watched = await openWatchedPage(fixture.browser, viewport);
  });
  afterEach(async () => {
    const problems = fixture.watched.problems;
    await fixture.watched.context.close();
    expect(problems).toEqual([]);
  });
  return fixture;
}
