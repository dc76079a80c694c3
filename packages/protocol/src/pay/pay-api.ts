/**
 * Shapes of the Pay routes (issue 22, spec §9 feature `pay`). Amounts are decimal strings in the token's units (`"5"`,
 * `"0.25"`), never floats; `chainId` is the decimal EVM chain id.
 */

/** `open`: nothing sent yet; `pending`: a transaction is attached and not yet verified; `paid` / `failed`: verified on chain. */
export type PaymentStatus = 'open' | 'pending' | 'paid' | 'failed';

/** POST /v1/pay. `token` is the chain's native currency (`native` or its symbol), a configured token's symbol or its address. */
export interface CreatePaymentRequest {
  recipient: string;
  amount: string;
  token: string;
  chainId: number;
}

/** The token a payment is made in, as the server's chain configuration names it; `address` is `native` for the chain's currency. */
export interface PaymentToken {
  symbol: string;
  address: `0x${string}` | 'native';
  decimals: number;
}

/**
 * GET /v1/pay/{id}: the receipt a dApp's server checks (recipient, amount, token, chainId and `status: 'paid'`). `payer`,
 * `transactionHash` and `paidAt` (ISO 8601, the block's time) are null until they are known; `failure` says why a
 * payment failed.
 */
export interface PaymentReceipt {
  id: string;
  status: PaymentStatus;
  recipient: `0x${string}`;
  amount: string;
  token: PaymentToken;
  chainId: number;
  payer: `0x${string}` | null;
  transactionHash: `0x${string}` | null;
  paidAt: string | null;
  createdAt: string;
  failure: string | null;
}

/** POST /v1/pay/{id}/transaction: the one transaction that pays the payment. */
export interface AttachPaymentTransactionRequest {
  hash: string;
}

/** A payment's id: 32 lowercase hex characters (128 random bits). */
export const PAYMENT_ID_PATTERN = /^[0-9a-f]{32}$/;
