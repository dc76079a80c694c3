import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  bytesToHex,
  type Address,
  type Hex,
  type SignableMessage,
  type SignedAuthorization,
  type TransactionSerializable,
  type TransactionSerialized,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { MasterKey } from './master-key';
import { sealPrivateKey, unsealPrivateKey, type SealedKey } from './sealed-key';
import { parseTypedDataRequest } from './typed-data-request';
import { InvalidTypedDataError } from './key-vault-errors';

/** secp256k1's group order: a private key is in [1, n). */
const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

export interface KeyVault {
  /** A new key for the user, encrypted; the plaintext never leaves this call. */
  createKey(userId: string): Promise<SealedKey>;
  /** personal_sign. */
  signMessage(sealed: SealedKey, message: SignableMessage): Promise<Hex>;
  /** eth_signTypedData_v4, given its data parameter. */
  signTypedData(sealed: SealedKey, typedData: string | Record<string, unknown>): Promise<Hex>;
  /** The signed, serialized transaction for a transaction already prepared (nonce, gas, fees, chainId). */
  signTransaction(sealed: SealedKey, transaction: TransactionSerializable): Promise<TransactionSerialized>;
  /**
   * An EIP-7702 authorization delegating the account to `address` on `chainId`. `nonce` is the
   * account's nonce when the authorization is processed: for a transaction the account sends itself,
   * one more than that transaction's nonce.
   */
  signAuthorization(sealed: SealedKey, authorization: { address: Address; chainId: number; nonce: number }): Promise<SignedAuthorization>;
  /** The raw private key: only for the key-export flow, after the user proved it is them. */
  exportPrivateKey(sealed: SealedKey): Hex;
}

export interface KeyVaultOptions {
  masterKey: MasterKey;
  log: Pick<FastifyBaseLogger, 'debug'>;
}

function newPrivateKey(): Buffer {
  for (;;) {
    const bytes = randomBytes(32);
    const value = BigInt(`0x${bytes.toString('hex')}`);
    if (value > 0n && value < SECP256K1_ORDER) return bytes;
  }
}

/** Encrypts users' keys under the master key and signs with them; a key is decrypted only for the one operation. */
export function createKeyVault({ masterKey, log }: KeyVaultOptions): KeyVault {
  // The decrypted bytes are zeroed after use; the hex string viem needs cannot be, and is dropped with the account.
  async function withAccount<T>(sealed: SealedKey, operation: string, use: (account: PrivateKeyAccount) => Promise<T>): Promise<T> {
    const privateKey = unsealPrivateKey(masterKey, sealed);
    try {
      const result = await use(privateKeyToAccount(bytesToHex(privateKey)));
      log.debug({ userId: sealed.userId, address: sealed.address, operation }, 'embedded key used');
      return result;
    } finally {
      privateKey.fill(0);
    }
  }

  return {
    async createKey(userId) {
      const privateKey = newPrivateKey();
      try {
        const { address } = privateKeyToAccount(bytesToHex(privateKey));
        const sealed = sealPrivateKey(masterKey, userId, address, privateKey);
        log.debug({ userId, address, masterKeyId: masterKey.id }, 'embedded key created');
        return sealed;
      } finally {
        privateKey.fill(0);
      }
    },
    signMessage(sealed, message) {
      return withAccount(sealed, 'personal_sign', (account) => account.signMessage({ message }));
    },
    async signTypedData(sealed, typedData) {
      const definition = parseTypedDataRequest(typedData);
      return withAccount(sealed, 'eth_signTypedData_v4', async (account) => {
        try {
          return await account.signTypedData(definition);
        } catch (error) {
          throw new InvalidTypedDataError((error as Error).message.split('\n')[0] ?? 'viem refused it');
        }
      });
    },
    signTransaction(sealed, transaction) {
      return withAccount(sealed, 'signTransaction', (account) => account.signTransaction(transaction) as Promise<TransactionSerialized>);
    },
    signAuthorization(sealed, authorization) {
      return withAccount(sealed, 'signAuthorization', (account) => account.signAuthorization(authorization));
    },
    exportPrivateKey(sealed) {
      const privateKey = unsealPrivateKey(masterKey, sealed);
      try {
        log.debug({ userId: sealed.userId, address: sealed.address }, 'embedded key exported');
        return bytesToHex(privateKey);
      } finally {
        privateKey.fill(0);
      }
    },
  };
}
