import { createPublicKey, verify } from 'node:crypto';
import { decodeBase58btc } from './base58btc';
import { RelayAuthError } from './relay-auth-error';

const DID_KEY_PREFIX = 'did:key:z';
const ED25519_MULTICODEC = [0xed, 0x01];
const RELAY_PATH = '/relay';
const RELAY_PROTOCOLS = new Set(['ws:', 'wss:', 'http:', 'https:']);

/** The Ed25519 public key a `did:key:z…` names. */
function publicKeyOfDid(did: string): Buffer {
  if (!did.startsWith(DID_KEY_PREFIX)) throw new RelayAuthError('JWT iss is not a did:key');
  const decoded = decodeBase58btc(did.slice(DID_KEY_PREFIX.length));
  if (decoded?.length !== 34 || decoded[0] !== ED25519_MULTICODEC[0] || decoded[1] !== ED25519_MULTICODEC[1]) {
    throw new RelayAuthError('JWT iss is not an Ed25519 did:key');
  }
  return Buffer.from(decoded.subarray(2));
}

function decodeJsonPart(part: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the refusal below
  }
  throw new RelayAuthError(`JWT ${what} is not JSON`);
}

/** Host names that reach only this machine: a JWT for one of them cannot have been made for another relay's users. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** The official SDK signs its relay JWTs for one day (relay-auth: exp = iat + ONE_DAY). */
export const MAX_JWT_LIFETIME_SECONDS = 86_400;
/** Clocks differ a little between a client and this server. */
export const MAX_CLOCK_SKEW_SECONDS = 60;

/**
 * Where clients are told this relay is: the public URLs the operator configured (AIRLOCK_PUBLIC_URL).
 * Without one, only a loopback address: the Host header is the client's to choose, so it never names the relay.
 */
export interface RelayAudience {
  publicUrls: readonly URL[];
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
const relayPathUnder = (base: URL) => `${base.pathname.replace(/\/+$/, '')}${RELAY_PATH}`;

/** This relay's URL as the refusal names it. */
function expectedAudience({ publicUrls }: RelayAudience): string {
  const base = publicUrls[0];
  if (!base) return `ws://localhost${RELAY_PATH}`;
  return `${base.protocol === 'https:' ? 'wss:' : 'ws:'}//${base.host}${relayPathUnder(base)}`;
}

/**
 * True when `aud` is this relay's URL as a client may have been given it: ws/wss/http/https, a configured (or loopback) host, its /relay
 * path.
 */
function audienceNamesRelay(aud: unknown, { publicUrls }: RelayAudience): boolean {
  if (typeof aud !== 'string') return false;
  let url: URL;
  try {
    url = new URL(aud);
  } catch {
    return false;
  }
  if (!RELAY_PROTOCOLS.has(url.protocol)) return false;
  if (publicUrls.length === 0) return LOOPBACK_HOSTS.has(url.hostname.toLowerCase()) && samePath(url.pathname, RELAY_PATH);
  return publicUrls.some((base) => url.host.toLowerCase() === base.host.toLowerCase() && samePath(url.pathname, relayPathUnder(base)));
}

/** iat not ahead of this server's clock, exp not past now nor more than a day after iat. */
function checkLifetime(payload: Record<string, unknown>, nowMs: number): void {
  const nowSeconds = nowMs / 1000;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) throw new RelayAuthError('JWT expired');
  if (typeof payload.iat !== 'number' || !Number.isFinite(payload.iat)) throw new RelayAuthError('JWT has no iat');
  if (payload.iat > nowSeconds + MAX_CLOCK_SKEW_SECONDS) throw new RelayAuthError('JWT iat is in the future');
  if (payload.exp - payload.iat > MAX_JWT_LIFETIME_SECONDS)
    throw new RelayAuthError(`JWT exp is more than ${MAX_JWT_LIFETIME_SECONDS} s after its iat`);
}

/**
 * Verifies a WalletConnect relay JWT (EdDSA over `header.payload`, signed by the key its `iss`
 * names) and returns the client id (`iss`). Throws RelayAuthError saying what is wrong.
 */
export function verifyRelayJwt(token: string | undefined, audience: RelayAudience, nowMs = Date.now()): string {
  if (!token) throw new RelayAuthError('missing auth JWT (?auth=...)');
  const parts = token.split('.');
  if (parts.length !== 3) throw new RelayAuthError('auth is not a JWT');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJsonPart(headerPart, 'header');
  if (header.alg !== 'EdDSA') throw new RelayAuthError('JWT alg must be EdDSA');
  const payload = decodeJsonPart(payloadPart, 'payload');
  if (typeof payload.iss !== 'string') throw new RelayAuthError('JWT has no iss');
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKeyOfDid(payload.iss).toString('base64url') }, format: 'jwk' });
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'utf8');
  if (!verify(null, signed, key, Buffer.from(signaturePart, 'base64url'))) throw new RelayAuthError('JWT signature does not verify');
  checkLifetime(payload, nowMs);
  if (!audienceNamesRelay(payload.aud, audience)) throw new RelayAuthError(`JWT aud must be this relay (${expectedAudience(audience)})`);
  return payload.iss;
}
