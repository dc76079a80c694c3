/**
 * Sign in with X on the Airlock server: the routes' paths, bodies and answers, shared by the server
 * and core's server session store. Every route takes the project as the other /v1 routes do.
 *
 * - `POST /v1/siwx/nonces` → 201 SiwxNonceResponse: a single-use nonce bound to the project.
 * - `POST /v1/sessions` SiwxSessionRequest → 201 SiwxSessionResponse: the message verified (signature,
 *   nonce, domain against the project's allowed origins, chain, validity window) and stored.
 * - `GET /v1/sessions/{id}` → 200 SiwxSessionView, 404 for an unknown id.
 * - `POST /v1/sessions/{id}/revoke` with `Authorization: Bearer <token>` of that session → 200 SiwxSessionView.
 * - `GET /v1/siwx/jwks` → the public keys (JWKS) that verify session tokens, current and previous.
 */
export const SIWX_PATHS = {
  nonces: '/v1/siwx/nonces',
  sessions: '/v1/sessions',
  session: (id: string) => `/v1/sessions/${encodeURIComponent(id)}`,
  revoke: (id: string) => `/v1/sessions/${encodeURIComponent(id)}/revoke`,
  jwks: '/v1/siwx/jwks',
} as const;

/** The largest sign-in message the server reads, in UTF-8 bytes. */
export const SIWX_MESSAGE_MAX_BYTES = 8 * 1024;

export interface SiwxNonceResponse {
  nonce: string;
  /** ISO 8601; the nonce is refused after it, and after its first use. */
  expiresAt: string;
}

export interface SiwxSessionRequest {
  /** The CAIP-122 text the wallet signed (EIP-4361 for eip155). */
  message: string;
  /** 0x-prefixed hex signature. */
  signature: string;
}

export interface SiwxSessionView {
  id: string;
  /** CAIP-10 account, e.g. `eip155:1:0xAbC…`. */
  account: string;
  /** CAIP-2 network the message names, e.g. `eip155:1`. */
  chainId: string;
  message: string;
  signature: string;
  issuedAt: string;
  /** ISO 8601; the message's expirationTime, or the server's default session lifetime. */
  expiresAt: string;
  revoked: boolean;
}

export interface SiwxSessionResponse extends SiwxSessionView {
  /**
   * A JWT for the dApp's backend, verified offline against the JWKS: `sub` the CAIP-10 account,
   * `aud` the project id, `sid` the session id, `chain` the CAIP-2 network, `exp` the session's end.
   */
  token: string;
}
