import { z } from 'zod';
import { sdkQueryFields } from '../blockchain/request-schemas';

/** A full name is one DNS name: 253 characters at most. */
const MAX_NAME_CHARS = 253;

export const profileNameParams = z.object({ name: z.string().min(1).max(MAX_NAME_CHARS) });

export const suggestionsQuery = z.object({ ...sdkQueryFields, zone: z.string().max(MAX_NAME_CHARS).optional() });

export const profileQuery = z.object({
  ...sdkQueryFields,
  apiVersion: z.string().max(20).optional(),
  sender: z.string().max(100).optional(),
});

export const registerNameBody = z.object({
  projectId: z.string().max(100).optional(),
  coin_type: z.number({ error: 'coin_type must be an ENSIP-11 coin type' }).int().nonnegative(),
  address: z.string({ error: 'address must be a 0x-prefixed 20-byte hex address' }).max(100),
  message: z.string({ error: 'message must be the signed registration message' }),
  signature: z.string({ error: 'signature must be 0x-prefixed hex' }),
});

/** The avatar route: `chainId` says which chain's ENS an ENS name's avatar record is read on. */
export const avatarQuery = z.object({
  chainId: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, { error: 'chainId must be a decimal chain id' })
    .optional(),
});
