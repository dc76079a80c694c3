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

export interface StackFixtureSetup {
  /** The browser to launch (default: Chromium as Playwright launches it). */
  launch?: () => Promise<Browser>;
  /** Done before the stack starts (a build, say). */
  prepare?: () => Promise<unknown>;
}

/**
 * One devnet, demo server and Chromium per test file; a fresh browser context per test that must
 * end with no CSP violation and no uncaught page error. `stackOptions` may be a function, read
 * when the stack starts (after earlier hooks).
 */
export function useDemoStack(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  stackOptions: DemoStackOptions | (() => DemoStackOptions) = {},
  { launch = () => launchChromium(), prepare }: StackFixtureSetup = {},
): StackFixture {
  const fixture = {} as { stack: DemoStack; browser: Browser };
  beforeAll(async () => {
    await prepare?.();
    const options = typeof stackOptions === 'function' ? stackOptions() : stackOptions;
    [fixture.stack, fixture.browser] = await Promise.all([startDemoStack(options), launch()]);
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
