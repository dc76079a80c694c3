import { z } from 'zod';
import { evmAddress, sdkQueryFields } from '../blockchain/request-schemas';
import { FIAT_AMOUNT } from './fiat-amount';
import { PAYMENT_METHODS } from './onramp-limits-table';
import { MAX_QUOTE_ID_LENGTH } from './quote-token';

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const network = z.string().regex(CAIP2, 'must be a CAIP-2 network id such as eip155:1');
const currency = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_.-]+$/, 'must be a currency code such as USDC');
const fiatAmount = z.string().regex(FIAT_AMOUNT, 'must be an amount such as "50" or "49.25" (at most two decimals)');
const providerId = z.string().min(1).max(40);

export const optionsQuerySchema = z.object({ ...sdkQueryFields, provider: providerId.optional() });

export const quoteBodySchema = z.object({
  ...sdkQueryFields,
  purchaseCurrency: currency,
  paymentCurrency: currency,
  amount: fiatAmount,
  network,
  provider: providerId.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
});

export const onrampUrlBodySchema = z.object({
  ...sdkQueryFields,
  destinationWallets: z
    .array(
      z.object({
        address: evmAddress,
        blockchains: z.array(network).min(1).max(10),
        assets: z.array(currency).max(20).optional(),
      }),
    )
    .min(1, 'must name at least one wallet')
    .max(10),
  defaultNetwork: network.optional(),
  partnerUserId: z.string().max(100).optional(),
  defaultExperience: z.literal('buy').optional(),
  presetCryptoAmount: z
    .string()
    .regex(/^\d{1,30}(\.\d{1,18})?$/)
    .optional(),
  presetFiatAmount: fiatAmount.optional(),
  provider: providerId.optional(),
  quoteId: z.string().min(1).max(MAX_QUOTE_ID_LENGTH).optional(),
  paymentCurrency: currency.optional(),
  purchaseCurrency: currency.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
});

export const orderParamsSchema = z.object({ id: z.string().max(100) });
