import { AirlockError } from '@airlock/core';

/** The dApp itself abandoned a pending connection (a newer attempt or another wallet took over). */
export class ConnectionAbortedError extends AirlockError {
  override readonly name = 'ConnectionAbortedError';
  constructor(options: { cause?: unknown } = {}) {
    super('Connection abandoned', { code: 'CONNECTION_ABORTED', cause: options.cause });
  }
}
