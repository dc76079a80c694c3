import { VIEWPORTS } from './browser';
import type { DemoStackOptions } from './demo-stack';
import { launchPartitionedChromium } from './partitioned-chromium';
import { useDemoStack, type StackFixture } from './stack-fixture';
import { buildTestFrame } from './test-builds';

/**
 * For the embedded wallet's specs: the frame rebuilt, then the demo stack fixture with Chromium
 * keeping third-party storage partitioning. `stackOptions` is read when the stack starts, after
 * earlier hooks.
 */
export function useEmbeddedDemoStack(stackOptions: () => DemoStackOptions = () => ({})): StackFixture {
  return useDemoStack(VIEWPORTS.desktop, stackOptions, { launch: launchPartitionedChromium, prepare: buildTestFrame });
}
