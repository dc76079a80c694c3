import { ApiError } from '../http/api-error';

/** Every refusal of the Pay routes: a 4xx with its own message, nothing stored. */
export const PAY_ERRORS = {
  chainNotServed: (chainId: number) => new ApiError(400, 'PAY_CHAIN_NOT_SERVED', `Chain ${chainId} is not served here`),
  tokenNotServed: (token: string, chainId: number) =>
    new ApiError(400, 'PAY_TOKEN_NOT_SERVED', `Token ${token.slice(0, 60)} is not configured on chain ${chainId}`),
  badAmount: (decimals: number) =>
    new ApiError(400, 'PAY_AMOUNT_INVALID', `amount must be a decimal number above 0 with at most ${decimals} decimals`),
  zeroRecipient: () => new ApiError(400, 'PAY_RECIPIENT_INVALID', 'recipient must not be the zero address'),
  notFound: () => new ApiError(404, 'PAY_NOT_FOUND', 'Payment not found'),
  otherTransaction: () => new ApiError(409, 'PAY_TRANSACTION_ATTACHED', 'Another transaction is already attached to this payment'),
  transactionPaysAnother: () => new ApiError(409, 'PAY_TRANSACTION_USED', 'This transaction is already attached to another payment'),
  transactionDoesNotPay: (reason: string) =>
    new ApiError(422, 'PAY_TRANSACTION_DOES_NOT_PAY', `This transaction does not pay this payment: ${reason}`),
  tooManyPayments: (retryAfterSeconds: number) =>
    new ApiError(429, 'PAY_RATE_LIMITED', 'Too many payments: try again later', retryAfterSeconds),
};
