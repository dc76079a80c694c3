import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { SocialProviderError } from './social-errors';
import { providerFetch } from './provider-fetch';

/** JWS algorithms an ID token may use here, with node:crypto's digest and options for each. */
const ALGORITHMS: Record<
  string,
  { digest: string | null; options?: { padding?: number; saltLength?: number; dsaEncoding?: 'ieee-p1363' } }
> = {
  RS256: { digest: 'sha256' },
  RS384: { digest: 'sha384' },
  RS512: { digest: 'sha512' },
  PS256: { digest: 'sha256', options: { padding: 6, saltLength: 32 } },
  PS384: { digest: 'sha384', options: { padding: 6, saltLength: 48 } },
  PS512: { digest: 'sha512', options: { padding: 6, saltLength: 64 } },
  ES256: { digest: 'sha256', options: { dsaEncoding: 'ieee-p1363' } },
  ES384: { digest: 'sha384', options: { dsaEncoding: 'ieee-p1363' } },
  ES512: { digest: 'sha512', options: { dsaEncoding: 'ieee-p1363' } },
  EdDSA: { digest: null },
};

const CLOCK_SKEW_S = 60;
const JWKS_TTL_MS = 60 * 60_000;

function decodeSegment(segment: string | undefined): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new SocialProviderError('its ID token is not a JWT');
}

/** An issuer's signing keys (jwks_uri), cached an hour and fetched again for a key id not seen yet. */
export function createJwksCache(now: () => number = Date.now) {
  const cache = new Map<string, { at: number; keys: Array<Record<string, unknown>> }>();
  async function load(uri: string): Promise<Array<Record<string, unknown>>> {
    const { status, body } = await providerFetch(uri, { what: 'key set' });
    if (status !== 200 || !Array.isArray(body.keys)) throw new SocialProviderError(`its key set answered ${status} without keys`);
    const keys = body.keys.filter((key): key is Record<string, unknown> => typeof key === 'object' && key !== null);
    cache.set(uri, { at: now(), keys });
    return keys;
  }
  return async function keyFor(uri: string, kid: unknown, alg: string): Promise<KeyObject> {
    const hit = cache.get(uri);
    const matching = (keys: Array<Record<string, unknown>>) =>
      keys.find(
        (key) =>
          (kid === undefined || key.kid === kid) &&
          (key.use === undefined || key.use === 'sig') &&
          (key.alg === undefined || key.alg === alg),
      );
    let jwk = hit && now() - hit.at < JWKS_TTL_MS ? matching(hit.keys) : undefined;
    jwk ??= matching(await load(uri));
    if (!jwk) throw new SocialProviderError('its ID token is signed with a key its key set does not hold');
    try {
      return createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    } catch {
      throw new SocialProviderError('its key set holds a key that cannot be read');
    }
  };
}

export type JwksCache = ReturnType<typeof createJwksCache>;

/**
 * OIDC Core §3.1.3.7: the ID token's signature (from the issuer's key set), issuer, audience,
 * authorized party, expiry and nonce. Returns its claims.
 */
export async function verifyIdToken(input: {
  idToken: string;
  issuer: string;
  jwksUri: string;
  clientId: string;
  nonce: string;
  keys: JwksCache;
  nowMs: number;
}): Promise<Record<string, unknown>> {
  const parts = input.idToken.split('.');
  if (parts.length !== 3) throw new SocialProviderError('its ID token is not a signed JWT');
  const header = decodeSegment(parts[0]);
  const claims = decodeSegment(parts[1]);
  const alg = typeof header.alg === 'string' ? header.alg : '';
  const algorithm = ALGORITHMS[alg];
  if (!algorithm)
    throw new SocialProviderError(`its ID token uses the algorithm ${JSON.stringify(alg.slice(0, 16))}, which is not accepted`);
  const key = await input.keys(input.jwksUri, header.kid, alg);
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`, 'ascii');
  if (!verify(algorithm.digest, signed, { key, ...algorithm.options }, Buffer.from(parts[2]!, 'base64url')))
    throw new SocialProviderError('its ID token signature does not verify');

  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const nowS = input.nowMs / 1000;
  if (claims.iss !== input.issuer) throw new SocialProviderError('its ID token comes from another issuer');
  if (!audiences.includes(input.clientId)) throw new SocialProviderError('its ID token is for another client');
  if (audiences.length > 1 && claims.azp !== undefined && claims.azp !== input.clientId)
    throw new SocialProviderError('its ID token was issued to another party');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S < nowS) throw new SocialProviderError('its ID token has expired');
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_S > nowS)
    throw new SocialProviderError('its ID token was issued in the future');
  if (claims.nonce !== input.nonce) throw new SocialProviderError('its ID token does not carry this login attempt');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new SocialProviderError('its ID token names no subject');
  return claims;
}
