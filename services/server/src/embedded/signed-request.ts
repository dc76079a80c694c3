import { createHash } from 'node:crypto';
import { CANONICAL_REQUEST_PREFIX } from '@airlock/protocol';
import { SESSION_ERRORS } from './session-errors';

/** What the frame signs, every field as sent; see canonicalRequest for the format. */
export interface CanonicalRequestFields {
  sessionId: string;
  method: string;
  /** Path and query exactly as sent (Fastify's request.url), e.g. `/v1/embedded/sign?projectId=…`. */
  path: string;
  /** Milliseconds since the epoch, in decimal. */
  timestamp: string;
  /** 16 to 128 characters of base64url; random, never reused in a session. */
  nonce: string;
  /** sha256 of the raw body bytes (empty body: sha256 of nothing), lowercase hex. */
  bodySha256: string;
}

/** A request to check: the token, the signature (base64url of 64 bytes, r || s, as WebCrypto makes it), the body as received. */
export interface SignedRequest {
  sessionToken: string;
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  signature: string;
  body: string | Uint8Array;
  /** The hash the client claims (its header); when given it must match the body. */
  bodySha256?: string;
}

const METHOD = /^[A-Z]{3,10}$/;
const PATH = /^\/[\x21-\x7e]{0,2047}$/;
const TIMESTAMP = /^[1-9][0-9]{0,15}$/;
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;

/**
 * The bytes the frame signs with ECDSA P-256 / SHA-256 (WebCrypto `{ name: 'ECDSA', hash: 'SHA-256' }`):
 * the UTF-8 of these lines joined by "\n", with no trailing newline:
 *
 *     airlock-embedded-request/v1
 *     <session id>
 *     <METHOD>
 *     <path and query>
 *     <timestamp ms>
 *     <nonce>
 *     <body sha256 hex>
 */
export function canonicalRequest(fields: CanonicalRequestFields): string {
  return [CANONICAL_REQUEST_PREFIX, fields.sessionId, fields.method, fields.path, fields.timestamp, fields.nonce, fields.bodySha256].join(
    '\n',
  );
}

export function sha256Hex(body: string | Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

/** Throws MALFORMED_SIGNED_REQUEST naming the first field that is not in its format; returns the signature's bytes. */
export function checkSignedRequestFormat(request: SignedRequest): Buffer {
  const check = (ok: boolean, field: string) => {
    if (!ok) throw SESSION_ERRORS.malformed(`${field} is missing or not in its format`);
  };
  check(typeof request.sessionToken === 'string' && request.sessionToken.length > 0 && request.sessionToken.length <= 256, 'session token');
  check(METHOD.test(request.method), 'method');
  check(PATH.test(request.path), 'path');
  check(TIMESTAMP.test(request.timestamp), 'timestamp');
  check(NONCE.test(request.nonce), 'nonce');
  check(request.bodySha256 === undefined || SHA256_HEX.test(request.bodySha256), 'body sha256');
  check(SIGNATURE.test(request.signature), 'signature');
  return Buffer.from(request.signature, 'base64url');
}
