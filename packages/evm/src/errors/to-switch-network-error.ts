import { AirlockError, PROVIDER_ERROR_CODES, SwitchNetworkError, UserRejectedRequestError } from '@airlock/core';
import { describeError } from './describe-error';
import { innermostProviderErrorCode } from './provider-error-codes-in-chain';

/**
 * wagmi wraps every failure of the add-chain step in a 4001, even when the wallet answered
 * something else, so only the wallet's own (innermost) code decides whether the user declined.
 */
export function toSwitchNetworkError(error: unknown): AirlockError {
  if (error instanceof AirlockError) return error;
  if (innermostProviderErrorCode(error) === PROVIDER_ERROR_CODES.userRejected) {
    return new UserRejectedRequestError({ details: describeError(error), cause: error });
  }
  return new SwitchNetworkError({ details: describeError(error), cause: error });
}
