import { createHash, randomBytes } from 'node:crypto';

const random = () => randomBytes(32).toString('base64url');

/** A fresh state, nonce and PKCE verifier (RFC 7636, 43 characters) with its S256 challenge. */
export function newAuthorizationSecrets() {
  const codeVerifier = random();
  return { state: random(), nonce: random(), codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

/** States are stored by hash: a copy of the table cannot complete anyone's login. */
export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
