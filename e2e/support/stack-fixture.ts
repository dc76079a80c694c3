import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, VIEWPORTS, type WatchedPage } from './browser';
import { startDemoStack, type DemoStack, type DemoStackOptions } from './demo-stack';
import { useWatchedPagePerTest } from './watched-page-per-test';

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
  const fixture = {} as { stack: DemoStack; browser: Browser };
  beforeAll(async () => {
    [fixture.stack, fixture.browser] = await Promise.all([startDemoStack(stackOptions), launchChromium()]);
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.stack?.stop();
  });
  const pages = useWatchedPagePerTest(() => fixture.browser, viewport);
  return {
    get stack() {
      return fixture.stack;
    },
    get browser() {
      return fixture.browser;
    },
    get watched() {
      return pages.watched;
    },
  };
}
