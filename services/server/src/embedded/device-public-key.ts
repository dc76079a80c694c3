import { createPublicKey, type KeyObject } from 'node:crypto';
import { SESSION_ERRORS } from './session-errors';

/** A P-256 public key as WebCrypto exports it: a JWK, or 'raw' (65 bytes, 0x04 || x || y), here as bytes or base64/base64url. */
export type DevicePublicKeyInput = JsonWebKey | Uint8Array | string;

/** The JWK stored for a session: only the public fields, in a fixed order. */
export interface DevicePublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

function rawToJwk(raw: Uint8Array): DevicePublicJwk {
  if (raw.length !== 65 || raw[0] !== 0x04)
    throw SESSION_ERRORS.invalidDeviceKey('a raw key is 65 bytes starting with 0x04 (uncompressed point)');
  const bytes = Buffer.from(raw);
  return { kty: 'EC', crv: 'P-256', x: bytes.subarray(1, 33).toString('base64url'), y: bytes.subarray(33).toString('base64url') };
}

function toJwk(input: DevicePublicKeyInput): DevicePublicJwk {
  if (input instanceof Uint8Array) return rawToJwk(input);
  if (typeof input === 'string') return rawToJwk(Buffer.from(input.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
  if (typeof input !== 'object' || input === null) throw SESSION_ERRORS.invalidDeviceKey('expected a JWK or raw bytes');
  if (input.kty !== 'EC' || input.crv !== 'P-256') throw SESSION_ERRORS.invalidDeviceKey('expected kty EC and crv P-256');
  if ('d' in input && input.d !== undefined) throw SESSION_ERRORS.invalidDeviceKey('the JWK holds a private key; send only the public key');
  if (typeof input.x !== 'string' || typeof input.y !== 'string') throw SESSION_ERRORS.invalidDeviceKey('x and y are missing');
  return { kty: 'EC', crv: 'P-256', x: input.x, y: input.y };
}

/** Checks the key is a point of P-256 and returns its JWK and a KeyObject for verifying. */
export function importDevicePublicKey(input: DevicePublicKeyInput): { jwk: DevicePublicJwk; key: KeyObject } {
  const jwk = toJwk(input);
  try {
    return { jwk, key: createPublicKey({ key: { ...jwk }, format: 'jwk' }) };
  } catch {
    throw SESSION_ERRORS.invalidDeviceKey('not a point on the curve');
  }
}
