import { launchChromium, VIEWPORTS } from './browser';
import { startDemoStack, type DemoStackOptions } from './demo-stack';
import { useBrowserAndStack, type StackFixture, type StackFixtureSetup } from './stack-fixture';

/**
 * A devnet, demo server and Chromium of this file's own: for a file that needs other stack options,
 * or the servers themselves (their storage, the dev outbox). `stackOptions` may be a function, read
 * when the stack starts (after earlier hooks).
 */
export function useDemoStack(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  stackOptions: DemoStackOptions | (() => DemoStackOptions) = {},
  { launch = () => launchChromium(), prepare }: StackFixtureSetup = {},
): StackFixture {
  return useBrowserAndStack(viewport, launch, async () => {
    await prepare?.();
    const stack = await startDemoStack(typeof stackOptions === 'function' ? stackOptions() : stackOptions);
    return { stack, release: () => stack.stop() };
  });
}
