import { verify } from 'node:crypto';
import { deviceProofText, type DeviceProof, type DeviceProofPurpose } from '@airlock/protocol';
import type { CounterStore } from '../../counters/counter-store';
import { importDevicePublicKey, type DevicePublicJwk } from '../device-public-key';
import { deviceKeyId } from './device-key-id';
import { DEVICE_ERRORS } from './device-errors';

const TIMESTAMP = /^[1-9][0-9]{0,15}$/;
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;

/** How far a proof's timestamp may be from the server's clock, either way (as for signed requests). */
export const DEVICE_PROOF_WINDOW_MS = 60_000;

export interface DeviceProofInput {
  devicePublicKey: JsonWebKey;
  proof: DeviceProof;
  purpose: DeviceProofPurpose;
  projectId: string;
  /** Normalized (trimmed, lowercased), as signed. */
  email: string;
}

/**
 * Checks that the device key signed this purpose, project and email just now, and spends the
 * nonce (per device key, kept past the window) so the same proof cannot be sent twice. Returns the
 * key's JWK and its id (RFC 7638 thumbprint).
 */
export async function checkDeviceProof(
  input: DeviceProofInput,
  deps: { counters: CounterStore; now?: () => number },
): Promise<{ jwk: DevicePublicJwk; deviceKeyId: string }> {
  const now = deps.now ?? Date.now;
  const { proof } = input;
  if (!TIMESTAMP.test(proof.timestamp)) throw DEVICE_ERRORS.malformedProof('timestamp');
  if (!NONCE.test(proof.nonce)) throw DEVICE_ERRORS.malformedProof('nonce');
  if (!SIGNATURE.test(proof.signature)) throw DEVICE_ERRORS.malformedProof('signature');
  const { jwk, key } = importDevicePublicKey(input.devicePublicKey);
  if (Math.abs(Number(proof.timestamp) - now()) > DEVICE_PROOF_WINDOW_MS) throw DEVICE_ERRORS.staleProof();
  const text = deviceProofText({
    purpose: input.purpose,
    projectId: input.projectId,
    email: input.email,
    timestamp: proof.timestamp,
    nonce: proof.nonce,
  });
  if (!verify('sha256', Buffer.from(text, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(proof.signature, 'base64url')))
    throw DEVICE_ERRORS.badProof();
  const id = deviceKeyId(jwk);
  // Only once the signature holds, so nobody without the key can spend its nonces.
  const seen = await deps.counters.hit(`embedded:device-proof:${id}:${proof.nonce}`, 1, 2 * DEVICE_PROOF_WINDOW_MS + 1_000);
  if (seen.count > 1) throw DEVICE_ERRORS.replayedProof();
  return { jwk, deviceKeyId: id };
}
