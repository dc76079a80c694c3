import { createLocalJWKSet, errors, jwtVerify, SignJWT } from 'jose';
import type { SiwxSessionRecord } from './siwx-session-store';
import { SIWX_TOKEN_ALG, type SigningKey, type SiwxSigningKeys } from './siwx-signing-keys';

/** The session's JWT: `sub` the CAIP-10 account, `aud` the project, `sid` the session, `chain` the CAIP-2 network, `exp` its end. */
export async function signSessionToken(key: SigningKey, session: SiwxSessionRecord, issuer: string): Promise<string> {
  return new SignJWT({ sid: session.id, chain: session.chainId })
    .setProtectedHeader({ alg: SIWX_TOKEN_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(session.account)
    .setAudience(session.projectId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
    .sign(key.privateKey);
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
