import { getAddress, isAddress } from 'viem';
import { z } from 'zod';

/** Every Blockchain API call carries these (spec §7); projectId itself is checked by requireProject. */
export const sdkQueryFields = {
  projectId: z.string().max(100).optional(),
  st: z.string().max(100).optional(),
  sv: z.string().max(100).optional(),
};

export const evmAddress = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), { error: 'must be a 0x-prefixed 20-byte hex address' })
  .transform((value) => getAddress(value));

export const chainIdParam = z.string().min(1).max(64);

export const addressParams = z.object({ address: evmAddress });
