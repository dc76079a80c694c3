import { AirlockError, PROVIDER_ERROR_CODES, toChainNodeError, UserRejectedRequestError, type AirlockErrorCode } from '@airlock/core';
import { describeError } from './describe-error';
import { hasProviderErrorCode } from './provider-error-codes-in-chain';

/** A wallet request (sign, send) failed: the user said no, the chain node refused (spec §8), or `failure` with the wallet's reason. */
export function toWalletRequestError(error: unknown, failure: { message: string; code: AirlockErrorCode }): AirlockError {
  if (error instanceof AirlockError) return error;
  if (hasProviderErrorCode(error, PROVIDER_ERROR_CODES.userRejected)) {
    return new UserRejectedRequestError({ details: describeError(error), cause: error });
  }
  const nodeError = toChainNodeError(error);
  if (nodeError) return nodeError;
  return new AirlockError(failure.message, { code: failure.code, details: describeError(error), cause: error });
}
