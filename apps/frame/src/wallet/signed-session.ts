import { EmbeddedApiError } from '../api/embedded-api-error';
import { SESSION_GONE_CODES } from '../api/embedded-api';
import type { SigningIdentity } from '../api/request-signer';
import { FRAME_TEXT } from '../frame-text';
import { FrameRequestError } from '../messaging/frame-request-error';
import type { FrameVault, StoredSession } from '../session/frame-vault';

/** This frame's session and the device key that signs for it. */
export interface SignedSession {
  session: StoredSession;
  signer: SigningIdentity;
}

/** The vault's session as a signer; undefined when this frame is not signed in. */
export async function findSignedSession(vault: FrameVault): Promise<SignedSession | undefined> {
  const [session, pair] = await Promise.all([vault.getSession(), vault.getDeviceKey()]);
  if (!session || !pair) return undefined;
  return { session, signer: { sessionId: session.sessionId, token: session.token, privateKey: pair.privateKey } };
}

/** The vault's session as a signer, refused when this frame is not signed in. */
export async function requireSignedSession(vault: FrameVault): Promise<SignedSession> {
  const found = await findSignedSession(vault);
  if (!found) throw new FrameRequestError(FRAME_TEXT.notSignedIn);
  return found;
}

/**
 * A call signed by this frame's session; a session the server no longer knows is forgotten here
 * too. The device key stays: an account that approved this device signs in again without a code.
 */
export async function signedSessionCall<T>(
  vault: FrameVault,
  call: (signer: SigningIdentity, session: StoredSession) => Promise<T>,
): Promise<{ answer: T; session: StoredSession }> {
  const { session, signer } = await requireSignedSession(vault);
  try {
    return { answer: await call(signer, session), session };
  } catch (error) {
    if (error instanceof EmbeddedApiError && error.code && SESSION_GONE_CODES.has(error.code)) await vault.forgetSession();
    throw error;
  }
}
