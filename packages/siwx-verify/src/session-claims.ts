import type { JWTPayload } from 'jose';
import { SessionTokenError } from './session-token-error';
import type { VerifiedSession } from './verified-session';

// CAIP-2 `namespace:reference` and CAIP-10 `namespace:reference:address`.
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const CAIP10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/;

/**
 * The session a verified token's claims describe: `sub` the CAIP-10 account, `chain` the CAIP-2 network,
 * `sid` the session, `exp` its end. (The server's own `verifySessionToken` reads the same claims; the server
 * may not depend on this package, so it keeps its copy.)
 */
export function sessionOfClaims(payload: JWTPayload): VerifiedSession {
  const { sub, sid, chain, exp } = payload;
  const account = typeof sub === 'string' ? CAIP10.exec(sub) : null;
  if (!account) throw new SessionTokenError('SESSION_TOKEN_MALFORMED', 'Session token is malformed: "sub" is not a CAIP-10 account');
  if (typeof chain !== 'string' || !CAIP2.test(chain)) {
    throw new SessionTokenError('SESSION_TOKEN_MALFORMED', 'Session token is malformed: "chain" is not a CAIP-2 network');
  }
  if (typeof sid !== 'string' || sid === '') {
    throw new SessionTokenError('SESSION_TOKEN_MALFORMED', 'Session token is malformed: "sid" is not a session id');
  }
  return { account: account[0], address: account[2]!, chainId: chain, sessionId: sid, expiresAt: new Date(exp! * 1000) };
}
