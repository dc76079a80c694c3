export type DevnetErrorCode = 'PORT_IN_USE' | 'ANVIL_EXITED' | 'ANVIL_TIMEOUT' | 'RPC_ERROR' | 'SEED_FAILED';

/** Anything that stops a devnet from starting or seeding. */
export class DevnetError extends Error {
  override name = 'DevnetError';
  readonly code: DevnetErrorCode;
  readonly details: string | undefined;

  constructor(code: DevnetErrorCode, message: string, details?: string) {
    super(details ? `${message}\n${details}` : message);
    this.code = code;
    this.details = details;
  }
}
