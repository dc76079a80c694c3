import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';

/**
 * Chromium as users run it for a cross-site frame: with third-party storage partitioning, which
 * Playwright turns off by default (its --disable-features list; the last such switch wins, so
 * this list replaces Playwright's and leaves partitioning on). Without it this Chromium denies a
 * cross-site iframe its IndexedDB ("The user denied permission to access the database").
 */
export function launchPartitionedChromium(): Promise<Browser> {
  return launchChromium([
    '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,' +
      'HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,AvoidCorsURLLoaderRestartOnRedirect,' +
      'OptimizationHints,NetworkTimeServiceQuerying',
  ]);
}
