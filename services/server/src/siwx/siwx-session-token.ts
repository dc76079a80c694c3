import { sign } from 'node:crypto';
import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import type { SiwxSessionRecord } from './siwx-session-store';
import { SIWX_TOKEN_ALG, type SigningKey, type SiwxSigningKeys } from './siwx-signing-keys';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The session's JWT: `sub` the CAIP-10 account, `aud` the project, `sid` the session, `chain` the CAIP-2 network, `exp` its end.
 * Signed with node:crypto's synchronous ECDSA (IEEE P1363 r‖s, as JWS wants): jose's SignJWT goes through WebCrypto, which
 * cost about three times as much CPU per sign-in. Verified by jose and @airlock/siwx-verify as before.
 */
export async function signSessionToken(key: SigningKey, session: SiwxSessionRecord, issuer: string): Promise<string> {
  const header = { alg: SIWX_TOKEN_ALG, kid: key.kid, typ: 'JWT' };
  const payload = {
    sid: session.id,
    chain: session.chainId,
    iss: issuer,
    sub: session.account,
    aud: session.projectId,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(session.expiresAt.getTime() / 1000),
  };
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** The session id of a token this server signed for `projectId` and that has not expired; undefined for any other token. */
export async function sessionIdOfToken(keys: SiwxSigningKeys, token: string, projectId: string): Promise<string | undefined> {
  try {
    const jwks = createLocalJWKSet({ keys: await keys.publicKeys() });
    const { payload } = await jwtVerify(token, jwks, { audience: projectId, algorithms: [SIWX_TOKEN_ALG] });
    return typeof payload.sid === 'string' ? payload.sid : undefined;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
