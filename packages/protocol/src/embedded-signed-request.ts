/**
 * The wire contract of the embedded wallet's signed requests, shared by the frame that signs them
 * and the server that verifies them. The session token travels as `Authorization: Bearer <token>`
 * (so the server's logger redacts it), the rest in these headers.
 */
export const SIGNED_REQUEST_HEADERS = {
  timestamp: 'x-airlock-timestamp',
  nonce: 'x-airlock-nonce',
  bodySha256: 'x-airlock-body-sha256',
  signature: 'x-airlock-signature',
} as const;

/** The first line of the canonical string the frame's device key signs. */
export const CANONICAL_REQUEST_PREFIX = 'airlock-embedded-request/v1';
