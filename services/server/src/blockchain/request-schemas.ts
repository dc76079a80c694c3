import { getAddress, isAddress } from 'viem';
import { z } from 'zod';

/** Every Blockchain API call carries these (spec §7); projectId itself is checked by requireProject. */
export const sdkQueryFields = {
  projectId: z.string().max(100).optional(),
  st: z.string().max(100).optional(),
  sv: z.string().max(100).optional(),
};

const ADDRESS_ERROR = 'must be a 0x-prefixed 20-byte hex address';

export const evmAddress = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), { error: ADDRESS_ERROR })
  .transform((value) => getAddress(value));

/**
 * The same check as `evmAddress` (any letter case) without checksumming it, which costs more than
 * the rest of a cached read; for routes that only need the address's lowercase form until they read the chain.
 */
export const evmAddressAnyCase = z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: ADDRESS_ERROR });

export const chainIdParam = z.string().min(1).max(64);

export const addressParams = z.object({ address: evmAddress });
