import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Address } from 'viem';
import type { MasterKey } from './master-key';
import { KeyDecryptionError, MasterKeyMismatchError, UnsupportedKeyVersionError } from './key-vault-errors';

/**
 * AES-256-GCM, the user id and address as additional data. Version 2: under the master key's
 * sealing key (HKDF, purpose embedded-key-seal); version 1, still opened: under the master key
 * itself. A KMS or a new cipher gets a new version.
 */
export const SEALED_KEY_VERSION = 2;
const OPENED_VERSIONS = new Set([1, 2]);

/** A private key encrypted at rest, as stored in embedded_keys (bytes in base64). */
export interface SealedKey {
  userId: string;
  address: Address;
  ciphertext: string;
  iv: string;
  tag: string;
  keyVersion: number;
  /** MasterKey.id of the key it is sealed under. */
  masterKeyId: string;
}

// Binds the ciphertext to its user and address: moved to another row, or paired with another address, it no longer authenticates.
const additionalData = (version: number, userId: string, address: Address) =>
  Buffer.from(`airlock embedded key v${version}\0${userId}\0${address.toLowerCase()}`, 'utf8');

const sealingKey = (masterKey: MasterKey, version: number) =>
  version === 1 ? masterKey.bytes() : masterKey.derivedKey('embedded-key-seal');

export function sealPrivateKey(masterKey: MasterKey, userId: string, address: Address, privateKey: Uint8Array): SealedKey {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(masterKey, SEALED_KEY_VERSION), iv);
  cipher.setAAD(additionalData(SEALED_KEY_VERSION, userId, address));
  const ciphertext = Buffer.concat([cipher.update(privateKey), cipher.final()]);
  return {
    userId,
    address,
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    keyVersion: SEALED_KEY_VERSION,
    masterKeyId: masterKey.id,
  };
}

/** The private key's 32 bytes; the caller zeroes them once used. */
export function unsealPrivateKey(masterKey: MasterKey, sealed: SealedKey): Buffer {
  if (!OPENED_VERSIONS.has(sealed.keyVersion)) throw new UnsupportedKeyVersionError(sealed.userId, sealed.keyVersion);
  if (sealed.masterKeyId !== masterKey.id) throw new MasterKeyMismatchError(sealed.userId, sealed.masterKeyId, masterKey.id);
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(masterKey, sealed.keyVersion), Buffer.from(sealed.iv, 'base64'), {
      authTagLength: 16,
    });
    decipher.setAAD(additionalData(sealed.keyVersion, sealed.userId, sealed.address));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]);
  } catch {
    throw new KeyDecryptionError(sealed.userId);
  }
}
