import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { MasterKey } from '../master-key';

// Binds the ciphertext to its project and provider: copied to another row, it no longer decrypts.
const additionalData = (projectId: string, provider: string) => Buffer.from(`airlock social client secret v1\0${projectId}\0${provider}`, 'utf8');

/** AES-256-GCM under the master key, stored as `iv.tag.ciphertext` in base64url. */
export function sealClientSecret(masterKey: MasterKey, projectId: string, provider: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey.bytes(), iv);
  cipher.setAAD(additionalData(projectId, provider));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** The secret, or undefined when it was sealed under another master key or tampered with. */
export function unsealClientSecret(masterKey: MasterKey, projectId: string, provider: string, sealed: string): string | undefined {
  const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', masterKey.bytes(), iv!, { authTagLength: 16 });
    decipher.setAAD(additionalData(projectId, provider));
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
