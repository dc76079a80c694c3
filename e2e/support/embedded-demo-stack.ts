import { VIEWPORTS } from './browser';
import type { DemoStackOptions } from './demo-stack';
import { launchPartitionedChromium } from './partitioned-chromium';
import { useDemoStack } from './own-demo-stack';
import type { StackFixture } from './stack-fixture';

/**
 * For the embedded wallet's specs (the global setup built the frame): a demo stack of the file's own, with Chromium
 * keeping third-party storage partitioning. `stackOptions` is read when the stack starts, after
 * earlier hooks.
 */
export function useEmbeddedDemoStack(stackOptions: () => DemoStackOptions = () => ({})): StackFixture {
  return useDemoStack(VIEWPORTS.desktop, stackOptions, { launch: launchPartitionedChromium });
}
