import { createCipheriv, createDecipheriv, createPrivateKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import type { MasterKey } from '../embedded/master-key';

/**
 * A token signing key's private half at rest: AES-256-GCM under a key derived from the master key
 * for this purpose only (HKDF-SHA256, as the embedded wallet seals its keys), the kid as
 * additional data, so a ciphertext moved to another row no longer opens.
 */
export const SEALED_SIGNING_KEY_VERSION = 1;

export interface SealedSigningKey {
  ciphertext: string;
  iv: string;
  tag: string;
  keyVersion: number;
  masterKeyId: string;
}

export class SigningKeyUnsealError extends Error {
  override readonly name = 'SigningKeyUnsealError';
}

const sealingKeys = new WeakMap<MasterKey, Buffer>();

function sealingKey(masterKey: MasterKey): Buffer {
  let key = sealingKeys.get(masterKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', masterKey.bytes(), 'airlock master key', 'airlock siwx-signing-key-seal v1', 32));
    sealingKeys.set(masterKey, key);
  }
  return key;
}

const additionalData = (kid: string) => Buffer.from(`airlock siwx signing key v${SEALED_SIGNING_KEY_VERSION}\0${kid}`, 'utf8');

export function sealSigningKey(masterKey: MasterKey, kid: string, privateKey: KeyObject): SealedSigningKey {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(masterKey), iv);
  cipher.setAAD(additionalData(kid));
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  try {
    const ciphertext = Buffer.concat([cipher.update(der), cipher.final()]);
    return {
      ciphertext: ciphertext.toString('base64'),
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      keyVersion: SEALED_SIGNING_KEY_VERSION,
      masterKeyId: masterKey.id,
    };
  } finally {
    der.fill(0);
  }
}

export function unsealSigningKey(masterKey: MasterKey, kid: string, sealed: SealedSigningKey): KeyObject {
  if (sealed.keyVersion !== SEALED_SIGNING_KEY_VERSION)
    throw new SigningKeyUnsealError(`Session signing key ${kid} has unknown key version ${sealed.keyVersion}`);
  if (sealed.masterKeyId !== masterKey.id)
    throw new SigningKeyUnsealError(
      `Session signing key ${kid} was sealed under master key ${sealed.masterKeyId}, but this server has ${masterKey.id}`,
    );
  let der: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(masterKey), Buffer.from(sealed.iv, 'base64'), { authTagLength: 16 });
    decipher.setAAD(additionalData(kid));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    der = Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]);
  } catch {
    throw new SigningKeyUnsealError(`Session signing key ${kid} does not authenticate: it was altered`);
  }
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } finally {
    der.fill(0);
  }
}
