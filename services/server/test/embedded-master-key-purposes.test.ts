import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { bytesToHex, verifyMessage } from 'viem';
import { hashEmailCode } from '../src/embedded/email-codes/email-code-hash';
import { createKeyVault } from '../src/embedded/key-vault';
import { MasterKey } from '../src/embedded/master-key';
import type { SealedKey } from '../src/embedded/sealed-key';
import { sealClientSecret, unsealClientSecret } from '../src/embedded/social/sealed-client-secret';

const silent = { debug: () => undefined };

/** A key sealed as servers did before keys were derived per purpose: AES-256-GCM under the master key itself. */
function sealedTheOldWay(masterKey: MasterKey, userId: string, privateKey: Buffer): SealedKey {
  const address = privateKeyToAddress(bytesToHex(privateKey));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey.bytes(), iv);
  cipher.setAAD(Buffer.from(`airlock embedded key v1\0${userId}\0${address.toLowerCase()}`, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(privateKey), cipher.final()]);
  return {
    userId,
    address,
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    keyVersion: 1,
    masterKeyId: masterKey.id,
  };
}

const opensUnder = (key: Buffer, sealed: SealedKey, aad: string) => {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    decipher.update(Buffer.from(sealed.ciphertext, 'base64'));
    decipher.final();
    return true;
  } catch {
    return false;
  }
};

describe('the master key is used through a key derived per purpose (HKDF)', () => {
  const masterKey = new MasterKey(randomBytes(32));
  const vault = createKeyVault({ masterKey, log: silent });

  it('seals new keys under the sealing key, not the master key itself', async () => {
    const sealed = await vault.createKey('user-new');
    expect(sealed.keyVersion).toBe(2);
    const aad = (version: number) => `airlock embedded key v${version}\0user-new\0${sealed.address.toLowerCase()}`;
    expect(opensUnder(masterKey.bytes(), sealed, aad(2))).toBe(false);
    expect(opensUnder(masterKey.bytes(), sealed, aad(1))).toBe(false);
    expect(opensUnder(masterKey.derivedKey('embedded-key-seal'), sealed, aad(2))).toBe(true);
    expect(privateKeyToAddress(vault.exportPrivateKey(sealed))).toBe(sealed.address);
  });

  it('still opens and signs with a key sealed the old way', async () => {
    const privateKey = randomBytes(32);
    const old = sealedTheOldWay(masterKey, 'user-old', privateKey);
    expect(vault.exportPrivateKey(old)).toBe(bytesToHex(privateKey));
    const signature = await vault.signMessage(old, 'still mine');
    expect(await verifyMessage({ address: privateKeyToAccount(bytesToHex(privateKey)).address, message: 'still mine', signature })).toBe(
      true,
    );
  });

  it('hashes email codes under a key of their own', () => {
    const parts = { projectId: 'p', email: 'a@example.com', purpose: 'login', code: '123456' };
    const underMaster = createHmac('sha256', masterKey.bytes()).update(`airlock email code\np\na@example.com\nlogin\n123456`).digest('hex');
    expect(hashEmailCode(masterKey, parts)).not.toBe(underMaster);
    expect(hashEmailCode(masterKey, parts)).toBe(hashEmailCode(new MasterKey(masterKey.bytes()), parts));
  });

  it('derives different keys for different purposes and master keys, none equal to the master key', () => {
    const seal = masterKey.derivedKey('embedded-key-seal');
    const hmac = masterKey.derivedKey('email-code-hmac');
    expect(seal).toHaveLength(32);
    expect(seal.equals(hmac)).toBe(false);
    expect(seal.equals(masterKey.bytes())).toBe(false);
    expect(seal.equals(new MasterKey(randomBytes(32)).derivedKey('embedded-key-seal'))).toBe(false);
  });
  it("seals a social provider's client secret under a key of its own, and still opens one sealed under the master key", () => {
    const sealed = sealClientSecret(masterKey, 'project-1', 'google', 'client-secret-value');
    const [iv, tag, ciphertext] = sealed
      .replace(/^v2\./, '')
      .split('.')
      .map((part) => Buffer.from(part, 'base64url'));
    const aad = Buffer.from('airlock social client secret v1\0project-1\0google', 'utf8');
    const opens = (key: Buffer) => {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv!, { authTagLength: 16 });
        decipher.setAAD(aad);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    };
    expect(opens(masterKey.bytes())).toBeUndefined();
    expect(opens(masterKey.derivedKey('social-client-secret'))).toBe('client-secret-value');
    expect(unsealClientSecret(masterKey, 'project-1', 'google', sealed)).toBe('client-secret-value');
    expect(unsealClientSecret(masterKey, 'project-2', 'google', sealed)).toBeUndefined();

    const oldIv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', masterKey.bytes(), oldIv);
    cipher.setAAD(aad);
    const oldCiphertext = Buffer.concat([cipher.update('old-secret', 'utf8'), cipher.final()]);
    const sealedTheOldWay = [oldIv, cipher.getAuthTag(), oldCiphertext].map((part) => part.toString('base64url')).join('.');
    expect(unsealClientSecret(masterKey, 'project-1', 'google', sealedTheOldWay)).toBe('old-secret');
  });
});
