import { DEFAULT_SWAP_SLIPPAGE, MAX_SWAP_SLIPPAGE } from '@airlock/protocol';
import { getAddress, isAddress, type Address } from 'viem';
import { z } from 'zod';
import { parseCaip10 } from '../blockchain/caip-ids';

const CAIP10_ERROR = 'must be a CAIP-10 account id such as eip155:1:0x… (a 20-byte hex address)';

/** A token or account as `eip155:<chain>:0x…`. */
export const caip10Param = z
  .string()
  .max(100)
  .transform((value, context) => {
    const parsed = parseCaip10(value);
    if (!parsed) context.addIssue({ code: 'custom', message: CAIP10_ERROR });
    return parsed ?? z.NEVER;
  });

/** The user: a CAIP-10 account id or a plain 0x address. */
export const userAddressParam = z
  .string()
  .max(100)
  .transform((value, context): { caipNetworkId?: string; address: Address } => {
    if (/^0x[0-9a-fA-F]{40}$/.test(value) && isAddress(value, { strict: false })) return { address: getAddress(value) };
    const parsed = parseCaip10(value);
    if (!parsed) context.addIssue({ code: 'custom', message: `must be a 0x address or ${CAIP10_ERROR.replace('must be ', '')}` });
    return parsed ?? z.NEVER;
  });

const MAX_UINT256 = 2n ** 256n - 1n;
const AMOUNT_ERROR = "must be a positive whole number of the token's smallest unit, as a decimal string";

/** An amount in the token's smallest unit: 1 to 2^256 − 1, digits only. */
export const amountParam = z
  .string()
  .max(78, AMOUNT_ERROR)
  .regex(/^\d+$/, AMOUNT_ERROR)
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n && value <= MAX_UINT256, AMOUNT_ERROR);

/** Spec §9: 1 (percent) unless the request says otherwise. */
const SLIPPAGE_ERROR = `must be a percent above 0 and at most ${MAX_SWAP_SLIPPAGE}, such as 1 or "0.5"`;

export const slippageParam = z
  .union([
    z.number(),
    z
      .string()
      .max(12)
      .regex(/^\d+(\.\d+)?$/, SLIPPAGE_ERROR)
      .transform(Number),
  ])
  .refine((value) => Number.isFinite(value) && value > 0 && value <= MAX_SWAP_SLIPPAGE && Math.round(value * 100) >= 1, SLIPPAGE_ERROR)
  .default(DEFAULT_SWAP_SLIPPAGE);
