import { AirlockError } from '../errors/airlock-error';

/** What `airlock.pay()` rejects with; each a class of its own with a stable code, so a dApp can tell them apart. */
export const PAY_ERROR_MESSAGES = {
  featureDisabled: 'Pay is not enabled: create the client with features: { pay: true }',
  invalidRequest: 'Invalid payment request',
  inProgress: 'A payment is already in progress',
  userRejected: 'The payment was rejected in the wallet',
  closed: 'The modal was closed before the payment was made',
  insufficientBalance: 'Insufficient balance for this payment',
  failed: 'The payment failed',
  noServer: 'Pay needs the Airlock server: set apiUrl and projectId',
} as const;

/** `pay()` was called while the `pay` feature is off (spec §9: off by default). */
export class PayFeatureDisabledError extends AirlockError {
  override readonly name = 'PayFeatureDisabledError';
  constructor() {
    super(PAY_ERROR_MESSAGES.featureDisabled, { code: 'PAY_FEATURE_DISABLED' });
  }
}

/** The request cannot be paid as given (the server refused it, or no server is configured); `details` says why. */
export class PayRequestError extends AirlockError {
  override readonly name = 'PayRequestError';
  constructor(
    readonly details: string,
    cause?: unknown,
  ) {
    super(`${PAY_ERROR_MESSAGES.invalidRequest}: ${details}`, { code: 'PAY_INVALID_REQUEST', cause });
  }
}

/** Another `pay()` is still on screen. */
export class PayInProgressError extends AirlockError {
  override readonly name = 'PayInProgressError';
  constructor() {
    super(PAY_ERROR_MESSAGES.inProgress, { code: 'PAY_IN_PROGRESS' });
  }
}

/** The visitor refused the transfer in the wallet, then closed the modal. */
export class PayUserRejectedError extends AirlockError {
  override readonly name = 'PayUserRejectedError';
  constructor(cause?: unknown) {
    super(PAY_ERROR_MESSAGES.userRejected, { code: 'USER_REJECTED', cause });
  }
}

/** The visitor closed the modal before paying (nothing was sent). */
export class PayModalClosedError extends AirlockError {
  override readonly name = 'PayModalClosedError';
  constructor() {
    super(PAY_ERROR_MESSAGES.closed, { code: 'MODAL_CLOSED' });
  }
}

/** The payer's balance could not cover the amount (or the network fee), and the visitor closed the modal. */
export class PayInsufficientBalanceError extends AirlockError {
  override readonly name = 'PayInsufficientBalanceError';
  constructor() {
    super(PAY_ERROR_MESSAGES.insufficientBalance, { code: 'PAY_INSUFFICIENT_BALANCE' });
  }
}

/** The transfer was sent and did not pay (reverted, or the server found it does not pay this payment); `reason` says why. */
export class PayFailedError extends AirlockError {
  override readonly name = 'PayFailedError';
  constructor(
    readonly reason: string,
    cause?: unknown,
  ) {
    super(`${PAY_ERROR_MESSAGES.failed}: ${reason}`, { code: 'PAY_FAILED', cause });
  }
}
