import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { MasterKey } from '../master-key';

// Binds the ciphertext to its project and provider: copied to another row, it no longer decrypts.
const additionalData = (projectId: string, provider: string) =>
  Buffer.from(`airlock social client secret v1\0${projectId}\0${provider}`, 'utf8');

/** Sealed now: under the master key's own key for client secrets (HKDF). Version 1, still opened: under the master key itself. */
const VERSION_2_PREFIX = 'v2.';

/** AES-256-GCM, stored as `v2.iv.tag.ciphertext` in base64url. */
export function sealClientSecret(masterKey: MasterKey, projectId: string, provider: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey.derivedKey('social-client-secret'), iv);
  cipher.setAAD(additionalData(projectId, provider));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return VERSION_2_PREFIX + [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** The secret, or undefined when it was sealed under another master key or tampered with. */
export function unsealClientSecret(masterKey: MasterKey, projectId: string, provider: string, sealed: string): string | undefined {
  const version2 = sealed.startsWith(VERSION_2_PREFIX);
  const key = version2 ? masterKey.derivedKey('social-client-secret') : masterKey.bytes();
  const [iv, tag, ciphertext] = (version2 ? sealed.slice(VERSION_2_PREFIX.length) : sealed)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv!, { authTagLength: 16 });
    decipher.setAAD(additionalData(projectId, provider));
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
