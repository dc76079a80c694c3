import { createPrivateKey, randomBytes, sign, type KeyObject } from 'node:crypto';

/** How long a CDP request token is valid (CDP accepts at most 2 minutes). */
const LIFETIME_SECONDS = 120;

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/**
 * A CDP secret API key's private key: a PEM EC P-256 key (signs ES256), or the base64 of an Ed25519 key's 32-byte seed
 * followed by its 32-byte public key, as the CDP portal shows it (signs EdDSA).
 */
export function cdpSigningKey(privateKey: string): { key: KeyObject; alg: 'ES256' | 'EdDSA' } {
  if (privateKey.includes('-----BEGIN')) return { key: createPrivateKey(privateKey), alg: 'ES256' };
  const bytes = Buffer.from(privateKey, 'base64');
  if (bytes.length !== 64) throw new Error('A CDP Ed25519 key must be the base64 of 64 bytes');
  // PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410).
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), bytes.subarray(0, 32)]);
  return { key: createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }), alg: 'EdDSA' };
}

/**
 * The bearer JWT of one CDP REST request (CDP's "Generate JWT"): header `kid` and a random `nonce`, claims `iss: cdp`,
 * `sub` the key name, `nbf`/`exp` two minutes apart and `uri` = "<METHOD> <host><path>".
 */
export function cdpJwt(options: { keyName: string; privateKey: string; method: string; url: string; now?: number }): string {
  const { key, alg } = cdpSigningKey(options.privateKey);
  const url = new URL(options.url);
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const header = { alg, kid: options.keyName, typ: 'JWT', nonce: randomBytes(16).toString('hex') };
  const claims = {
    iss: 'cdp',
    sub: options.keyName,
    nbf: now,
    exp: now + LIFETIME_SECONDS,
    uri: `${options.method} ${url.host}${url.pathname}`,
  };
  const signingInput = `${base64url(header)}.${base64url(claims)}`;
  const signature =
    alg === 'ES256'
      ? sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' })
      : sign(null, Buffer.from(signingInput), key);
  return `${signingInput}.${signature.toString('base64url')}`;
}
