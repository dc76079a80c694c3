import { ConfigError } from '../config/config-error';

/** NODE_ENV=production and no AIRLOCK_MASTER_KEY: keys must not rest under a key kept beside the database. */
export class MasterKeyRequiredError extends ConfigError {
  readonly code = 'MASTER_KEY_REQUIRED';
  constructor() {
    super(
      "AIRLOCK_MASTER_KEY is required in production (NODE_ENV=production): it encrypts the embedded wallets' keys. " +
        'Make one with `openssl rand -hex 32` and keep it apart from the database.',
    );
  }
}

/** The saved master-key file holds something that is not a master key. */
export class MasterKeyFileError extends ConfigError {
  readonly code = 'MASTER_KEY_FILE_INVALID';
  constructor(readonly file: string) {
    super(`${file} does not hold a master key (64 hex characters); restore it from a backup, or set AIRLOCK_MASTER_KEY`);
  }
}
