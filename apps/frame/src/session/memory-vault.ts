import type { FrameVault, StoredSession } from './frame-vault';

/** The vault in memory: for tests in Node, and for a browser that denies the frame IndexedDB (then a session lasts as long as the page). */
export function createMemoryVault(): FrameVault & { contents(): { deviceKey?: CryptoKeyPair; session?: StoredSession } } {
  let deviceKey: CryptoKeyPair | undefined;
  let session: StoredSession | undefined;
  return {
    getDeviceKey: async () => deviceKey,
    putDeviceKey: async (pair) => void (deviceKey = pair),
    getSession: async () => session,
    putSession: async (next) => void (session = next),
    forgetSession: async () => void (session = undefined),
    clear: async () => {
      deviceKey = undefined;
      session = undefined;
    },
    contents: () => ({ deviceKey, session }),
  };
}
