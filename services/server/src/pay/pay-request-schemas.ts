import { PAYMENT_ID_PATTERN } from '@airlock/protocol';
import { z } from 'zod';
import { evmAddress, sdkQueryFields } from '../blockchain/request-schemas';

/** Digits of a uint256 and a decimal point: longer amounts cannot be a token amount. */
const MAX_AMOUNT_CHARS = 80;

export const createPaymentBody = z.object({
  projectId: z.string().max(100).optional(),
  recipient: evmAddress,
  amount: z
    .string({ error: 'amount must be a decimal string such as "5" or "0.25"' })
    .max(MAX_AMOUNT_CHARS)
    .regex(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/, { error: 'amount must be a decimal string such as "5" or "0.25"' }),
  token: z.string({ error: "token must be a token's symbol, its address or native" }).min(1).max(100),
  chainId: z.union(
    [
      z.number().int().positive(),
      z
        .string()
        .regex(/^[1-9][0-9]{0,15}$/)
        .transform(Number),
    ],
    {
      error: 'chainId must be a decimal chain id',
    },
  ),
});

export const paymentParams = z.object({
  id: z.string().regex(PAYMENT_ID_PATTERN, { error: 'id must be a payment id (32 hex characters)' }),
});

export const paymentQuery = z.object(sdkQueryFields);

export const attachTransactionBody = z.object({
  projectId: z.string().max(100).optional(),
  hash: z
    .string({ error: 'hash must be a 0x-prefixed 32-byte transaction hash' })
    .regex(/^0x[0-9a-fA-F]{64}$/, { error: 'hash must be a 0x-prefixed 32-byte transaction hash' })
    .transform((hash) => hash.toLowerCase() as `0x${string}`),
});
