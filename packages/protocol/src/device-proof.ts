/**
 * Proof that the frame holds the device key it names, sent with an email login's start and with
 * CONNECT_DEVICE: the device key's ECDSA P-256/SHA-256 signature (raw r || s, base64url) over the
 * UTF-8 of these lines joined by "\n", no trailing newline:
 *
 *     airlock-device-proof/v1
 *     <purpose: email-start or device-connect>
 *     <project id>
 *     <email, trimmed and lowercased>
 *     <timestamp ms>
 *     <nonce>
 *
 * The purpose, project and email are signed, so a proof serves one of them only; the server takes a
 * timestamp within 60 s of its clock and each nonce once.
 */
export const DEVICE_PROOF_PREFIX = 'airlock-device-proof/v1';

export type DeviceProofPurpose = 'email-start' | 'device-connect';

export interface DeviceProof {
  timestamp: string;
  nonce: string;
  signature: string;
}

export function deviceProofText(fields: {
  purpose: DeviceProofPurpose;
  projectId: string;
  email: string;
  timestamp: string;
  nonce: string;
}): string {
  return [DEVICE_PROOF_PREFIX, fields.purpose, fields.projectId, fields.email.trim().toLowerCase(), fields.timestamp, fields.nonce].join(
    '\n',
  );
}

/** What email/start answers (spec §4: Connect email returns action VERIFY_DEVICE, VERIFY_OTP or CONNECT). */
export type EmailStartAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
