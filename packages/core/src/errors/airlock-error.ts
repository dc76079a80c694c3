export type AirlockErrorCode =
  | 'CONNECTION_REJECTED'
  | 'CONNECTION_FAILED'
  | 'CONNECTION_ABORTED'
  | 'FRAME_ERROR'
  | 'EMBEDDED_LOGIN_FAILED'
  | 'EMAIL_UPDATE_FAILED'
  | 'KEY_EXPORT_FAILED'
  | 'ACCOUNT_TYPE_SWITCH_FAILED'
  | 'MODAL_CLOSED'
  | 'USER_REJECTED'
  | 'INVALID_CAIP_ADDRESS'
  | 'INVALID_CAIP10_ADDRESS'
  | 'INVALID_CAIP2_NETWORK_ID'
  | 'ADAPTER_NOT_FOUND'
  | 'NETWORK_NAMESPACE_REQUIRED'
  | 'NETWORK_NOT_FOUND'
  | 'CHAIN_NOT_SUPPORTED'
  | 'CONNECTOR_NOT_FOUND'
  | 'NOT_CONNECTED'
  | 'DISCONNECT_FAILED'
  | 'SIGN_MESSAGE_FAILED'
  | 'SEND_TRANSACTION_FAILED'
  | 'CHAIN_NODE_ERROR'
  | 'FEE_ESTIMATE_FAILED'
  | 'SWITCH_NETWORK_FAILED'
  | 'INVALID_CONNECTION_STATUS'
  | 'HTTP_STATUS'
  | 'NETWORK_ERROR'
  | 'BALANCE_UNAVAILABLE'
  | 'MODULE_LOAD_FAILED'
  | 'SIWX_NOT_ENABLED'
  | 'NAME_RESOLUTION_FAILED'
  | 'NAME_SUGGESTIONS_FAILED'
  | 'ACCOUNT_NAMES_FAILED'
  | 'NAME_REGISTRATION_FAILED'
  | 'INVALID_OPTIONS'
  | 'PAY_FEATURE_DISABLED'
  | 'PAY_INVALID_REQUEST'
  | 'PAY_IN_PROGRESS'
  | 'PAY_INSUFFICIENT_BALANCE'
  | 'PAY_FAILED'
  | 'UNKNOWN';

/**
 * Every error Airlock throws: a short user-facing message (the spec's wording),
 * a stable code to branch on, and optional details and cause for logs.
 */
export class AirlockError extends Error {
  override readonly name: string = 'AirlockError';
  readonly code: AirlockErrorCode;
  readonly details?: string;

  constructor(message: string, options: { code: AirlockErrorCode; details?: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.code = options.code;
    this.details = options.details;
  }
}

export function isAirlockError(error: unknown, code?: AirlockErrorCode): error is AirlockError {
  return error instanceof AirlockError && (code === undefined || error.code === code);
}
