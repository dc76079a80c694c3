import { ApiError } from '../http/api-error';

export type SessionErrorCode =
  | 'MALFORMED_SIGNED_REQUEST'
  | 'INVALID_DEVICE_KEY'
  | 'USER_NOT_FOUND'
  | 'SESSION_NOT_FOUND'
  | 'SESSION_EXPIRED'
  | 'SESSION_REVOKED'
  | 'STALE_TIMESTAMP'
  | 'BODY_HASH_MISMATCH'
  | 'BAD_SIGNATURE'
  | 'REPLAYED_NONCE';

const STATUS: Record<SessionErrorCode, number> = {
  MALFORMED_SIGNED_REQUEST: 400,
  INVALID_DEVICE_KEY: 400,
  USER_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 401,
  SESSION_EXPIRED: 401,
  SESSION_REVOKED: 401,
  STALE_TIMESTAMP: 401,
  BODY_HASH_MISMATCH: 400,
  BAD_SIGNATURE: 401,
  REPLAYED_NONCE: 409,
};

/** A frame session or signed request the server refuses; `code` is stable, the message never holds a secret. */
export class EmbeddedSessionError extends ApiError {
  override readonly code: SessionErrorCode;
  constructor(code: SessionErrorCode, message: string) {
    super(STATUS[code], code, message);
    this.code = code;
  }
}

export const SESSION_ERRORS = {
  malformed: (reason: string) => new EmbeddedSessionError('MALFORMED_SIGNED_REQUEST', `Malformed signed request: ${reason}`),
  invalidDeviceKey: (reason: string) =>
    new EmbeddedSessionError('INVALID_DEVICE_KEY', `The device key must be a P-256 public key: ${reason}`),
  userNotFound: () => new EmbeddedSessionError('USER_NOT_FOUND', 'No such embedded user in this project'),
  notFound: () => new EmbeddedSessionError('SESSION_NOT_FOUND', 'No such session: sign in again'),
  expired: () => new EmbeddedSessionError('SESSION_EXPIRED', 'The session has expired: sign in again'),
  revoked: () => new EmbeddedSessionError('SESSION_REVOKED', 'The session was signed out: sign in again'),
  staleTimestamp: (skewMs: number, windowMs: number) =>
    new EmbeddedSessionError(
      'STALE_TIMESTAMP',
      `The request's timestamp is ${Math.round(skewMs / 1000)} s from the server's clock; at most ${windowMs / 1000} s is accepted`,
    ),
  bodyHashMismatch: () => new EmbeddedSessionError('BODY_HASH_MISMATCH', 'The body hash does not match the body sent'),
  badSignature: () => new EmbeddedSessionError('BAD_SIGNATURE', "The request's signature does not verify under the session's device key"),
  replayedNonce: () => new EmbeddedSessionError('REPLAYED_NONCE', 'This nonce was already used in this session'),
};
