import type { FrameVault } from './frame-vault';
import { createMemoryVault } from './memory-vault';

/**
 * The IndexedDB vault, or memory when the browser refuses the frame storage (a third-party frame
 * with storage blocked): then login still works, only not across a reload, and the console says why.
 */
export function createFallbackVault(primary: FrameVault, warn: (message: string) => void): FrameVault {
  let active: FrameVault | undefined;
  async function vault(): Promise<FrameVault> {
    if (active) return active;
    try {
      await primary.getSession();
      active = primary;
    } catch (error) {
      warn(
        `Airlock frame: storage is not available (${error instanceof Error ? error.message : String(error)}); ` +
          'the session lasts until the page is closed',
      );
      active = createMemoryVault();
    }
    return active;
  }
  return {
    getDeviceKey: async () => (await vault()).getDeviceKey(),
    putDeviceKey: async (pair) => (await vault()).putDeviceKey(pair),
    getSession: async () => (await vault()).getSession(),
    putSession: async (session) => (await vault()).putSession(session),
    forgetSession: async () => (await vault()).forgetSession(),
    clear: async () => (await vault()).clear(),
  };
}
