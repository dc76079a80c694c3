/** Why a session token was refused. */
export type SessionTokenErrorCode =
  /** No token, or not a compact JWS/JWT of the shape the server issues (ES256, with sub, sid, chain, iat, exp). */
  | 'SESSION_TOKEN_MALFORMED'
  /** Not signed by any key the server publishes for the project, or altered after signing. */
  | 'SESSION_TOKEN_BAD_SIGNATURE'
  /** The session has ended (`exp` passed). */
  | 'SESSION_TOKEN_EXPIRED'
  /** Issued for another project (`aud`). */
  | 'SESSION_TOKEN_WRONG_PROJECT'
  /** Issued by another Airlock server (`iss`), when the verifier was given an issuer. */
  | 'SESSION_TOKEN_WRONG_ISSUER'
  /** The server's key set could not be fetched or read: the token may be fine, answer 503 rather than 401. */
  | 'SESSION_TOKEN_JWKS_UNREACHABLE';

/** The token does not prove a session of the project; `code` says why, `message` says it in words. */
export class SessionTokenError extends Error {
  override readonly name = 'SessionTokenError';

  constructor(
    readonly code: SessionTokenErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
