import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, recoverTransactionAddress, verifyMessage, verifyTypedData, type TypedDataDefinition } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { createEmbeddedKeyStore, type EmbeddedKeyStore } from '../src/embedded/embedded-key-store';
import { createEmbeddedUserStore, type EmbeddedUserStore } from '../src/embedded/embedded-user-store';
import { createKeyVault, type KeyVault } from '../src/embedded/key-vault';
import { ensureUserKey } from '../src/embedded/user-key';
import {
  InvalidTypedDataError,
  KeyDecryptionError,
  MasterKeyMismatchError,
  UnsupportedKeyVersionError,
} from '../src/embedded/key-vault-errors';
import { MasterKey } from '../src/embedded/master-key';
import type { OpenDatabase } from '../src/storage/database';
import { STORAGE_KINDS, openTestDatabase } from './support/test-databases';

const silent = { debug: () => undefined };
const PROJECT = 'c'.repeat(32);

// The shape wallets receive for eth_signTypedData_v4: a JSON string, numbers as strings, EIP712Domain listed.
const PERMIT = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  domain: { name: 'Airlock USD', version: '1', chainId: 31337, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
  message: {
    owner: '0x0000000000000000000000000000000000000001',
    spender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    value: '1000000000000000000',
    nonce: '0',
    deadline: '1893456000',
  },
};

describe('key vault encryption', () => {
  const masterKey = new MasterKey(randomBytes(32));
  const vault = createKeyVault({ masterKey, log: silent });

  it('seals a new key with a fresh 12-byte IV, a 16-byte tag, version 2 and the master key id; never the plaintext', async () => {
    const [a, b] = await Promise.all([vault.createKey('user-a'), vault.createKey('user-a')]);
    expect(Buffer.from(a.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(a.tag, 'base64')).toHaveLength(16);
    expect(Buffer.from(a.ciphertext, 'base64')).toHaveLength(32);
    expect(a).toMatchObject({ userId: 'user-a', keyVersion: 2, masterKeyId: masterKey.id });
    expect(a.iv).not.toBe(b.iv);
    expect(a.address).not.toBe(b.address);
    const exported = vault.exportPrivateKey(a);
    expect(privateKeyToAddress(exported)).toBe(a.address);
    expect(a.ciphertext).not.toContain(Buffer.from(exported.slice(2), 'hex').toString('base64'));
  });

  it('names the master key it needs when the server has another one', async () => {
    const sealed = await vault.createKey('user-a');
    const other = createKeyVault({ masterKey: new MasterKey(randomBytes(32)), log: silent });
    const attempt = other.signMessage(sealed, 'hello');
    await expect(attempt).rejects.toBeInstanceOf(MasterKeyMismatchError);
    await expect(attempt).rejects.toThrow(`encrypted under master key ${masterKey.id}`);
    expect(() => other.exportPrivateKey(sealed)).toThrow(MasterKeyMismatchError);
  });

  it('refuses a ciphertext moved to another user or another address (the user id and address are authenticated)', async () => {
    const alice = await vault.createKey('alice');
    const bob = await vault.createKey('bob');
    const swapped = { ...bob, ciphertext: alice.ciphertext, iv: alice.iv, tag: alice.tag };
    await expect(vault.signMessage(swapped, 'hello')).rejects.toThrow(KeyDecryptionError);
    await expect(vault.signMessage({ ...alice, userId: 'bob' }, 'hello')).rejects.toThrow('does not authenticate');
    await expect(vault.signMessage({ ...alice, address: bob.address }, 'hello')).rejects.toThrow(KeyDecryptionError);
  });

  it('refuses an altered ciphertext or tag, and versions it does not know', async () => {
    const sealed = await vault.createKey('alice');
    const flipped = Buffer.from(sealed.ciphertext, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    await expect(vault.signMessage({ ...sealed, ciphertext: flipped.toString('base64') }, 'x')).rejects.toThrow(KeyDecryptionError);
    await expect(vault.signMessage({ ...sealed, tag: Buffer.alloc(16).toString('base64') }, 'x')).rejects.toThrow(KeyDecryptionError);
    await expect(vault.signMessage({ ...sealed, keyVersion: 3 }, 'x')).rejects.toThrow(UnsupportedKeyVersionError);
  });
});

describe.each(STORAGE_KINDS)('key vault signing with keys stored on %s', (storage) => {
  let database: OpenDatabase;
  let users: EmbeddedUserStore;
  let keys: EmbeddedKeyStore;
  let vault: KeyVault;
  beforeAll(async () => {
    database = await openTestDatabase(storage);
    users = createEmbeddedUserStore(database.db);
    keys = createEmbeddedKeyStore(database.db);
    vault = createKeyVault({ masterKey: new MasterKey(randomBytes(32)), log: silent });
  });
  afterAll(() => database?.close());

  const storedKey = async (email: string) => {
    const user = await users.findOrCreateByEmail(PROJECT, email);
    return keys.insertIfAbsent(await vault.createKey(user.id));
  };

  it('keeps one user per project and email (lowercased), one key per user', async () => {
    const user = await users.findOrCreateByEmail(PROJECT, 'Alice@Example.com ');
    expect(user.email).toBe('alice@example.com');
    expect((await users.findOrCreateByEmail(PROJECT, 'alice@example.COM')).id).toBe(user.id);
    expect((await users.findOrCreateByEmail('d'.repeat(32), 'alice@example.com')).id).not.toBe(user.id);
    const social = await users.findOrCreateBySocial(PROJECT, 'github', '12345');
    expect((await users.findOrCreateBySocial(PROJECT, 'github', '12345')).id).toBe(social.id);
    expect((await users.findOrCreateBySocial(PROJECT, 'google', '12345')).id).not.toBe(social.id);

    const first = await keys.insertIfAbsent(await vault.createKey(user.id));
    const second = await keys.insertIfAbsent(await vault.createKey(user.id));
    expect(second).toEqual(first);
    expect(await keys.get(user.id)).toEqual(first);
  });

  it('ensureUserKey makes one key per user, even for requests at the same moment', async () => {
    const user = await users.findOrCreateByEmail(PROJECT, 'race@example.com');
    const made = await Promise.all(Array.from({ length: 5 }, () => ensureUserKey(keys, vault, user.id)));
    expect(new Set(made.map((key) => key.address)).size).toBe(1);
    expect((await ensureUserKey(keys, vault, user.id)).address).toBe(made[0]!.address);
  });

  it('personal_sign verifies with viem, for text and raw bytes', async () => {
    const key = await storedKey('sign@example.com');
    const signature = await vault.signMessage(key, 'Sign in to Airlock');
    expect(await verifyMessage({ address: key.address, message: 'Sign in to Airlock', signature })).toBe(true);
    const raw = await vault.signMessage(key, { raw: '0xdeadbeef' });
    expect(await verifyMessage({ address: key.address, message: { raw: '0xdeadbeef' }, signature: raw })).toBe(true);
  });

  it('eth_signTypedData_v4 (the JSON string a dApp sends) verifies with viem', async () => {
    const key = await storedKey('typed@example.com');
    const signature = await vault.signTypedData(key, JSON.stringify(PERMIT));
    const { EIP712Domain: _, ...types } = PERMIT.types;
    const definition = {
      ...PERMIT,
      types,
      message: { ...PERMIT.message, value: 10n ** 18n, nonce: 0n, deadline: 1893456000n },
    } as unknown as TypedDataDefinition;
    expect(await verifyTypedData({ address: key.address, signature, ...definition })).toBe(true);
    await expect(vault.signTypedData(key, '{not json')).rejects.toBeInstanceOf(InvalidTypedDataError);
    await expect(vault.signTypedData(key, JSON.stringify({ ...PERMIT, primaryType: 'Nope' }))).rejects.toThrow(/primaryType/);
  });

  it('signs EIP-1559 and legacy transactions that recover to the address', async () => {
    const key = await storedKey('tx@example.com');
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const eip1559 = await vault.signTransaction(key, {
      chainId: 31337,
      type: 'eip1559',
      to,
      value: parseEther('0.5'),
      nonce: 0,
      gas: 21000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    });
    expect(await recoverTransactionAddress({ serializedTransaction: eip1559 })).toBe(key.address);
    const legacy = await vault.signTransaction(key, {
      chainId: 31337,
      type: 'legacy',
      to,
      value: 1n,
      nonce: 1,
      gas: 21000n,
      gasPrice: 1_000_000_000n,
    });
    expect(await recoverTransactionAddress({ serializedTransaction: legacy })).toBe(key.address);
  });

  it('exportPrivateKey gives the key of the stored address', async () => {
    const key = await storedKey('export@example.com');
    expect(privateKeyToAddress(vault.exportPrivateKey((await keys.get(key.userId))!))).toBe(key.address);
  });
});
