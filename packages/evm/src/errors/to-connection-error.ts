import { AirlockError, ConnectionFailedError, ConnectionRejectedError, PROVIDER_ERROR_CODES } from '@airlock/core';
import { PairingAbortedError } from '../walletconnect/pairing-errors';
import { ConnectionAbortedError } from './connection-aborted-error';
import { describeError } from './describe-error';
import { hasProviderErrorCode } from './provider-error-codes-in-chain';

export function toConnectionError(error: unknown): AirlockError {
  if (error instanceof AirlockError) return error;
  if (error instanceof PairingAbortedError) return new ConnectionAbortedError({ cause: error });
  if (hasProviderErrorCode(error, PROVIDER_ERROR_CODES.userRejected)) return new ConnectionRejectedError({ cause: error });
  return new ConnectionFailedError({ details: describeError(error), cause: error });
}
