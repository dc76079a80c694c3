import { createHash } from 'node:crypto';
import type { DevicePublicJwk } from '../device-public-key';

/** RFC 7638 JWK thumbprint (sha256, base64url) of a P-256 key: its required members in lexical order. */
export function deviceKeyId(jwk: DevicePublicJwk): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}
