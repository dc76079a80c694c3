import { deviceProofText, type DeviceProof, type DeviceProofPurpose } from '@airlock/protocol';
import { base64url } from './encoding';
import type { SigningClock } from './request-signer';

/**
 * The device key's proof for email/start and device/connect (protocol device-proof.ts): a fresh
 * nonce and the time, with the purpose, project and email, signed by the non-extractable key.
 */
export async function signDeviceProof(
  privateKey: CryptoKey,
  fields: { purpose: DeviceProofPurpose; projectId: string; email: string },
  clock?: SigningClock,
): Promise<DeviceProof> {
  const timestamp = String(clock ? clock.now() : Date.now());
  const nonce = base64url(clock ? clock.randomBytes(16) : crypto.getRandomValues(new Uint8Array(16)));
  const text = deviceProofText({ ...fields, timestamp, nonce });
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, new TextEncoder().encode(text)),
  );
  return { timestamp, nonce, signature: base64url(signature) };
}
