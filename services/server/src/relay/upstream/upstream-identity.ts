import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeBase58btc } from '../base58btc';

const ED25519_MULTICODEC = [0xed, 0x01];
/** The SDK's relay JWTs last one day. */
const JWT_LIFETIME_SECONDS = 86_400;

/** An Ed25519 key as the WalletConnect SDK makes one; its did:key is the client id the upstream knows us by. */
export interface UpstreamIdentity {
  did: string;
  privateKey: KeyObject;
}

export function newUpstreamIdentity(): UpstreamIdentity {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return { did: `did:key:z${encodeBase58btc(Uint8Array.from([...ED25519_MULTICODEC, ...raw]))}`, privateKey };
}

const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A relay JWT signed as the SDK signs it (EdDSA over `header.payload`), addressed to `aud`. */
export function upstreamJwt(identity: UpstreamIdentity, aud: string, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  const payload = { iss: identity.did, sub: randomBytes(32).toString('hex'), aud, iat, exp: iat + JWT_LIFETIME_SECONDS };
  const signed = `${base64urlJson({ alg: 'EdDSA', typ: 'JWT' })}.${base64urlJson(payload)}`;
  return `${signed}.${sign(null, Buffer.from(signed), identity.privateKey).toString('base64url')}`;
}
