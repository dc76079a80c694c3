import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

export interface VerifySessionTokenOptions {
  /** The server's keys: a JWKS you hold, or a key getter (e.g. jose's createRemoteJWKSet). */
  jwks?: JSONWebKeySet | JWTVerifyGetKey;
  /** Or where to fetch them: `<server>/v1/siwx/jwks?projectId=<id>`; fetched once and cached per URL. */
  jwksUrl?: string | URL;
  /** Your project id: the token's audience. */
  projectId: string;
  /** The Airlock server's public URL, when you want the issuer checked too. */
  issuer?: string;
}

/** What a valid session token says. */
export interface SiwxSessionClaims {
  sessionId: string;
  /** CAIP-10, e.g. `eip155:1:0xAbC…`. */
  account: string;
  /** The account's address alone. */
  address: string;
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string;
  projectId: string;
  issuer: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** The token is not a valid, unexpired session token of the project; `reason` says why (jose's words). */
export class SessionTokenError extends Error {
  override readonly name = 'SessionTokenError';
  readonly code = 'SESSION_TOKEN_INVALID';
  constructor(readonly reason: string) {
    super(`Session token is invalid: ${reason}`);
  }
}

const remoteKeySets = new Map<string, JWTVerifyGetKey>();

function keyGetter(options: VerifySessionTokenOptions): JWTVerifyGetKey {
  if (options.jwks) return typeof options.jwks === 'function' ? options.jwks : createLocalJWKSet(options.jwks);
  if (!options.jwksUrl) throw new TypeError('verifySessionToken needs jwks or jwksUrl');
  const url = String(options.jwksUrl);
  let keys = remoteKeySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url));
    remoteKeySets.set(url, keys);
  }
  return keys;
}

/**
 * Verifies a Sign in with X session token offline (ES256 against the server's JWKS, audience the
 * project, not expired) and returns its claims; throws SessionTokenError otherwise. A revoked
 * session's token stays valid until it expires: ask `GET /v1/sessions/{id}` where that matters.
 */
export async function verifySessionToken(token: string, options: VerifySessionTokenOptions): Promise<SiwxSessionClaims> {
  try {
    const { payload } = await jwtVerify(token, keyGetter(options), {
      algorithms: ['ES256'],
      audience: options.projectId,
      ...(options.issuer !== undefined && { issuer: options.issuer }),
      requiredClaims: ['sub', 'sid', 'chain', 'iat', 'exp', 'iss'],
    });
    const account = String(payload.sub);
    return {
      sessionId: String(payload.sid),
      account,
      address: account.slice(account.lastIndexOf(':') + 1),
      chainId: String(payload.chain),
      projectId: options.projectId,
      issuer: String(payload.iss),
      issuedAt: new Date(payload.iat! * 1000),
      expiresAt: new Date(payload.exp! * 1000),
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new SessionTokenError(error.message);
    throw error;
  }
}
