import { ApiError } from '../../http/api-error';
import { RPC_NOT_ALLOWED_MESSAGE } from '../../rpc/rpc-method-policy';
import { KeyVaultError } from '../key-vault-errors';

/** The embedded routes' own refusals; messages never hold a key, code or token. */
export const EMBEDDED_ERRORS = {
  emailLoginDisabled: () => new ApiError(403, 'EMAIL_LOGIN_DISABLED', 'Email login is not enabled for this project'),
  sessionRequired: () => new ApiError(401, 'SESSION_NOT_FOUND', 'No such session: sign in again'),
  /** Spec §6, word for word. */
  rpcNotAllowed: () => new ApiError(400, 'RPC_NOT_ALLOWED', RPC_NOT_ALLOWED_MESSAGE),
  invalidParams: (reason: string) => new ApiError(400, 'INVALID_RPC_PARAMS', `Invalid params: ${reason}`),
  notThisAccount: () => new ApiError(403, 'ACCOUNT_MISMATCH', "The requested address is not this session's account"),
  noEmail: () => new ApiError(400, 'NO_EMAIL', 'This account has no email address to send a code to'),
  noKey: () => new ApiError(404, 'NO_KEY', 'This account has no key yet'),
  emailUnchanged: () => new ApiError(409, 'EMAIL_UNCHANGED', 'This is already the email address of this account'),
  emailTaken: () => new ApiError(409, 'EMAIL_TAKEN', 'This email address is already used by another account'),
  noEmailUpdate: () => new ApiError(400, 'EMAIL_UPDATE_MISSING', 'No email change is waiting: start again'),
  primaryNotVerified: () => new ApiError(400, 'EMAIL_UPDATE_PRIMARY_FIRST', 'Enter the code sent to your current email address first'),
  transactionRejected: (reason: string) => new ApiError(400, 'TRANSACTION_REJECTED', `The chain refused the transaction: ${reason}`),
  keyUnavailable: () =>
    new ApiError(
      503,
      'EMBEDDED_KEY_UNAVAILABLE',
      "This account's key cannot be used on this server: the operator must check AIRLOCK_MASTER_KEY",
      60,
    ),
};

/**
 * Key-vault errors as API answers: bad typed data is the caller's (400); a key this server cannot
 * decrypt is the operator's (503, logged), never a 500.
 */
export function vaultErrorToApi(error: unknown, log: { error(obj: object, msg: string): void }): unknown {
  if (!(error instanceof KeyVaultError)) return error;
  if (error.code === 'INVALID_TYPED_DATA') return new ApiError(400, 'INVALID_TYPED_DATA', error.message);
  log.error({ code: error.code, reason: error.message }, 'embedded key unusable');
  return EMBEDDED_ERRORS.keyUnavailable();
}
