import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { sessionOfClaims } from './session-claims';
import { SessionTokenError } from './session-token-error';
import { sessionTokenErrorOf } from './session-token-error-of';
import type { VerifiedSession } from './verified-session';

/** The Airlock server's key set route (SIWX_PATHS.jwks in @airlock/protocol). */
const JWKS_PATH = '/v1/siwx/jwks';
/** The server lets verifiers keep its key set 5 minutes; a token with an unknown key refetches it, at most every 30 s. */
const JWKS_CACHE_MAX_AGE_MS = 5 * 60_000;
const JWKS_COOLDOWN_MS = 30_000;

export interface SessionVerifierOptions {
  /** The Airlock server's URL, as the dApp page calls it, e.g. `https://airlock.example.com`. */
  serverUrl: string | URL;
  /** Your project id: the tokens' audience. */
  projectId: string;
  /** The server's public URL (its `AIRLOCK_PUBLIC_URL`), when you want the tokens' `iss` checked too. */
  issuer?: string;
  /** Seconds of clock difference with the server to tolerate on `exp`; 0 by default. */
  clockToleranceSeconds?: number;
}

export interface SessionVerifier {
  /** The session a token proves; throws SessionTokenError when it proves none (or when the key set is unreachable). */
  verify(token: string): Promise<VerifiedSession>;
  /** Where the key set is fetched from. */
  readonly jwksUrl: URL;
}

function jwksUrlOf(serverUrl: string | URL, projectId: string): URL {
  const base = new URL(String(serverUrl));
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new TypeError(`serverUrl must be an http(s) URL, not ${base.href}`);
  const url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}${JWKS_PATH}`);
  url.searchParams.set('projectId', projectId);
  return url;
}

/** jose's remote key set, with its fetch failures reported as SESSION_TOKEN_JWKS_UNREACHABLE. */
function remoteKeys(jwksUrl: URL): JWTVerifyGetKey {
  const keys = createRemoteJWKSet(jwksUrl, { cacheMaxAge: JWKS_CACHE_MAX_AGE_MS, cooldownDuration: JWKS_COOLDOWN_MS });
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      if (error instanceof errors.JOSENotSupported) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new SessionTokenError('SESSION_TOKEN_JWKS_UNREACHABLE', `Could not read the session keys at ${jwksUrl.href}: ${reason}`, {
        cause: error,
      });
    }
  };
}

/**
 * Verifies Airlock Sign in with X session tokens offline: ES256 against the server's JWKS (fetched once, cached by
 * jose, refetched when a token names a key it has not seen), audience your project, not expired. A revoked
 * session's token verifies until it expires: where that matters, ask the server `GET /v1/sessions/{id}`.
 */
export function createSessionVerifier(options: SessionVerifierOptions): SessionVerifier {
  if (typeof options.projectId !== 'string' || options.projectId === '') throw new TypeError('projectId is required');
  const jwksUrl = jwksUrlOf(options.serverUrl, options.projectId);
  const keys = remoteKeys(jwksUrl);
  return {
    jwksUrl,
    async verify(token) {
      if (typeof token !== 'string' || token === '') throw new SessionTokenError('SESSION_TOKEN_MALFORMED', 'Session token is missing');
      try {
        const { payload } = await jwtVerify(token, keys, {
          algorithms: ['ES256'],
          audience: options.projectId,
          ...(options.issuer !== undefined && { issuer: options.issuer }),
          clockTolerance: options.clockToleranceSeconds ?? 0,
          requiredClaims: ['sub', 'sid', 'chain', 'exp'],
        });
        return sessionOfClaims(payload);
      } catch (error) {
        throw sessionTokenErrorOf(error);
      }
    },
  };
}
