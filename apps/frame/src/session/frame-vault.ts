/** A session as the frame keeps it: the token stays in the frame's origin, never posted to the parent. */
export interface StoredSession {
  sessionId: string;
  token: string;
  expiresAt: string;
  email: string | null;
  address: string;
}

/**
 * Where the frame keeps its secrets: the device key pair (non-extractable CryptoKeys) and the
 * session. In the browser, the frame origin's IndexedDB (indexeddb-vault.ts).
 */
export interface FrameVault {
  getDeviceKey(): Promise<CryptoKeyPair | undefined>;
  putDeviceKey(pair: CryptoKeyPair): Promise<void>;
  getSession(): Promise<StoredSession | undefined>;
  putSession(session: StoredSession): Promise<void>;
  /** Forgets the session only (it expired or was revoked): the device key, maybe approved for CONNECT, stays. */
  forgetSession(): Promise<void>;
  /** Forgets the session and the device key (sign-out). */
  clear(): Promise<void>;
}
