import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium, VIEWPORTS, type WatchedPage } from './browser';
import { snapshotChains } from './chain-snapshots';
import type { DemoStack, DemoStackEndpoints } from './demo-stack';
import { SHARED_DEMO_STACK } from './shared-demo-stack';
import { useWatchedPagePerTest } from './watched-page-per-test';

export interface StackFixture<Stack extends DemoStackEndpoints = DemoStack> {
  readonly stack: Stack;
  readonly browser: Browser;
  readonly watched: WatchedPage;
}

export interface StackFixtureSetup {
  /** The browser to launch (default: Chromium as Playwright launches it). */
  launch?: () => Promise<Browser>;
  /** Done before the stack starts (a build, say). */
  prepare?: () => Promise<unknown>;
}

// This module imports only types of the servers: a file on the shared stack does not load them (own-demo-stack.ts does).

/** Chromium for the file, a fresh browser context per test that must end with no CSP violation and no uncaught page error. */
export function useBrowserAndStack<Stack extends DemoStackEndpoints>(
  viewport: { width: number; height: number },
  launch: () => Promise<Browser>,
  start: () => Promise<{ stack: Stack; release(): Promise<void> }>,
): StackFixture<Stack> {
  const fixture = {} as { stack: Stack; browser: Browser; release?: () => Promise<void> };
  beforeAll(async () => {
    const [started, browser] = await Promise.allSettled([start(), launch()]);
    // Kept before any failure is thrown, so that afterAll closes whichever did start.
    if (started.status === 'fulfilled') [fixture.stack, fixture.release] = [started.value.stack, started.value.release];
    if (browser.status === 'fulfilled') fixture.browser = browser.value;
    for (const result of [started, browser]) if (result.status === 'rejected') throw result.reason;
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.release?.();
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

/**
 * The default stack that the global setup started once for the whole run (devnet, server, demo),
 * and Chromium for this file. The chains are snapshotted before the file's tests and reverted after
 * them, so every file finds the devnet's accounts as seeded, as a stack of its own would.
 */
export function useSharedDemoStack(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  { launch = () => launchChromium() }: Pick<StackFixtureSetup, 'launch'> = {},
): StackFixture<DemoStackEndpoints> {
  return useBrowserAndStack(viewport, launch, async () => {
    const stack = inject(SHARED_DEMO_STACK);
    const revert = await snapshotChains(stack.devnet.chains.map((chain) => chain.rpcUrl));
    return { stack, release: revert };
  });
}
