import type { FrameVault, StoredSession } from '../../src/session/frame-vault';

/** The vault in memory, for tests in Node (no IndexedDB). */
export function createMemoryVault(): FrameVault & { contents(): { deviceKey?: CryptoKeyPair; session?: StoredSession } } {
  let deviceKey: CryptoKeyPair | undefined;
  let session: StoredSession | undefined;
  return {
    getDeviceKey: async () => deviceKey,
    putDeviceKey: async (pair) => void (deviceKey = pair),
    getSession: async () => session,
    putSession: async (next) => void (session = next),
    clear: async () => {
      deviceKey = undefined;
      session = undefined;
    },
    contents: () => ({ deviceKey, session }),
  };
}
