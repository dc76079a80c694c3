import type { PaymentReceipt } from '@airlock/protocol';
import type { TransactionRequest } from '../client/wallet-actions';
import { sendTransactionRequest } from '../send/send-transaction-request';
import { parseTokenAmount } from '../send/token-amount';

/** The payment's amount in its token's base units (the server sent it checked; undefined only if it did not). */
export function paymentUnits(payment: PaymentReceipt): bigint | undefined {
  const parsed = parseTokenAmount(payment.amount, payment.token.decimals);
  return parsed.ok ? parsed.value : undefined;
}

/** The one call that pays: an ERC-20 transfer(recipient, amount), or the amount sent to the recipient in the native currency. */
export function paymentCall(payment: PaymentReceipt, units: bigint): TransactionRequest {
  const token = payment.token.address === 'native' ? {} : { address: payment.token.address };
  return sendTransactionRequest(token, payment.recipient, units);
}
