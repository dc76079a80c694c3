/** Base of the key vault's errors; `code` is stable. Messages never hold key material. */
export class KeyVaultError extends Error {
  override readonly name: string = 'KeyVaultError';
  constructor(
    readonly code: 'MASTER_KEY_MISMATCH' | 'KEY_DECRYPTION_FAILED' | 'UNSUPPORTED_KEY_VERSION' | 'INVALID_TYPED_DATA',
    message: string,
  ) {
    super(message);
  }
}

/** The key was sealed under another master key than the one this server holds. */
export class MasterKeyMismatchError extends KeyVaultError {
  override readonly name = 'MasterKeyMismatchError';
  constructor(userId: string, sealedUnder: string, current: string) {
    super(
      'MASTER_KEY_MISMATCH',
      `The key of embedded user ${userId} was encrypted under master key ${sealedUnder}, but this server has master key ${current}: ` +
        `set AIRLOCK_MASTER_KEY to the key it was made with`,
    );
  }
}

/** AES-GCM refused the ciphertext: it was altered, or belongs to another user. */
export class KeyDecryptionError extends KeyVaultError {
  override readonly name = 'KeyDecryptionError';
  constructor(userId: string) {
    super(
      'KEY_DECRYPTION_FAILED',
      `The encrypted key of embedded user ${userId} does not authenticate: it was altered or belongs to another user`,
    );
  }
}

export class UnsupportedKeyVersionError extends KeyVaultError {
  override readonly name = 'UnsupportedKeyVersionError';
  constructor(userId: string, version: number) {
    super('UNSUPPORTED_KEY_VERSION', `The key of embedded user ${userId} has version ${version}, which this server cannot read`);
  }
}

/** eth_signTypedData_v4 data that is not EIP-712 typed data. */
export class InvalidTypedDataError extends KeyVaultError {
  override readonly name = 'InvalidTypedDataError';
  constructor(reason: string) {
    super('INVALID_TYPED_DATA', `Invalid typed data: ${reason}`);
  }
}
