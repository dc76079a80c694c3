import { CANONICAL_REQUEST_PREFIX, SIGNED_REQUEST_HEADERS } from '@airlock/protocol';
import { base64url, sha256Hex } from './encoding';

/** The session a signed request speaks for: the token and the frame's non-extractable device key. */
export interface SigningIdentity {
  sessionId: string;
  token: string;
  privateKey: CryptoKey;
}

export interface RequestToSign {
  method: string;
  /** Path and query exactly as sent, e.g. `/v1/embedded/session?projectId=…`. */
  path: string;
  /** The exact body text sent ('' for none). */
  body: string;
}

export interface SigningClock {
  now(): number;
  /** 16 random bytes become the nonce. */
  randomBytes(length: number): Uint8Array;
}

const BROWSER_CLOCK: SigningClock = {
  now: () => Date.now(),
  randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
};

/** The lines joined by "\n", no trailing newline (canonicalRequest on the server). */
export function canonicalRequestText(fields: {
  sessionId: string;
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  bodySha256: string;
}): string {
  return [CANONICAL_REQUEST_PREFIX, fields.sessionId, fields.method, fields.path, fields.timestamp, fields.nonce, fields.bodySha256].join(
    '\n',
  );
}

/**
 * The headers of a signed request: the token as a Bearer, the body's sha256, a timestamp, a fresh
 * random nonce, and an ECDSA P-256/SHA-256 signature (raw r || s, base64url) over the canonical text.
 */
export async function signedRequestHeaders(
  identity: SigningIdentity,
  request: RequestToSign,
  clock: SigningClock = BROWSER_CLOCK,
): Promise<Record<string, string>> {
  const timestamp = String(clock.now());
  const nonce = base64url(clock.randomBytes(16));
  const bodySha256 = await sha256Hex(request.body);
  const canonical = canonicalRequestText({
    sessionId: identity.sessionId,
    method: request.method,
    path: request.path,
    timestamp,
    nonce,
    bodySha256,
  });
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, identity.privateKey, new TextEncoder().encode(canonical)),
  );
  return {
    authorization: `Bearer ${identity.token}`,
    [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
    [SIGNED_REQUEST_HEADERS.nonce]: nonce,
    [SIGNED_REQUEST_HEADERS.bodySha256]: bodySha256,
    [SIGNED_REQUEST_HEADERS.signature]: base64url(signature),
  };
}
