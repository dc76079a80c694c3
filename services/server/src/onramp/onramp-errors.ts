import { ApiError } from '../http/api-error';
import { formatWholeAmount } from './fiat-amount';

const methodName = (method: string) => (method === 'bank_account' ? 'bank transfers' : 'card payments');

/** The on-ramp routes' refusals: each a 4xx or 503 with a message the Buy views can show as it is. */
export const ONRAMP_ERRORS = {
  notEnabled: () => new ApiError(403, 'ONRAMP_NOT_ENABLED', 'Buying crypto is not enabled for this project'),
  providerNotOffered: (provider: string) =>
    new ApiError(400, 'ONRAMP_PROVIDER_NOT_OFFERED', `The on-ramp provider "${provider.slice(0, 40)}" is not offered to this project`),
  networkNotOffered: (network: string, provider: string) =>
    new ApiError(400, 'ONRAMP_NETWORK_NOT_OFFERED', `${provider} does not deliver on ${network.slice(0, 64)}`),
  currencyNotOffered: (currency: string, network: string) =>
    new ApiError(400, 'ONRAMP_CURRENCY_NOT_OFFERED', `${currency.slice(0, 20)} cannot be bought on ${network.slice(0, 64)}`),
  paymentCurrencyNotOffered: (currency: string) =>
    new ApiError(400, 'ONRAMP_PAYMENT_CURRENCY_NOT_OFFERED', `Paying in ${currency.slice(0, 20)} is not offered`),
  amountTooLow: (min: number, currency: string, method: string) =>
    new ApiError(
      400,
      'ONRAMP_AMOUNT_TOO_LOW',
      `The amount must be at least ${formatWholeAmount(min)} ${currency} for ${methodName(method)}`,
    ),
  amountTooHigh: (max: number, currency: string, method: string) =>
    new ApiError(
      400,
      'ONRAMP_AMOUNT_TOO_HIGH',
      `The amount must be at most ${formatWholeAmount(max)} ${currency} for ${methodName(method)}`,
    ),
  quoteUnavailable: () => new ApiError(503, 'ONRAMP_QUOTE_UNAVAILABLE', 'No quote is available right now: try again shortly', 5),
  amountMissing: () => new ApiError(400, 'ONRAMP_AMOUNT_MISSING', 'quoteId or presetFiatAmount is required'),
  invalidQuote: () => new ApiError(400, 'ONRAMP_INVALID_QUOTE', 'This quote was not issued for this project: ask for a new quote'),
  quoteExpired: () => new ApiError(409, 'ONRAMP_QUOTE_EXPIRED', 'The quote has expired: ask for a new quote'),
  quoteUsedElsewhere: () =>
    new ApiError(409, 'ONRAMP_QUOTE_USED', 'This quote was already accepted for another wallet: ask for a new quote'),
  walletNotOnNetwork: (network: string) =>
    new ApiError(400, 'ONRAMP_NO_WALLET_FOR_NETWORK', `No destination wallet is given for ${network.slice(0, 64)}`),
  orderNotFound: () => new ApiError(404, 'ONRAMP_ORDER_NOT_FOUND', 'Order not found'),
  invalidOrderId: () => new ApiError(400, 'ONRAMP_INVALID_ORDER_ID', 'orderId: not an order id'),
  tooManyQuotes: (retryAfterSeconds: number) => new ApiError(429, 'RATE_LIMITED', 'Rate Limited', retryAfterSeconds),
  checkoutUnavailable: () =>
    new ApiError(503, 'ONRAMP_CHECKOUT_UNAVAILABLE', 'The provider could not open a checkout: try again shortly', 5),
};
