import { z } from 'zod';
import { MAX_BATCH_CALLS } from '../smart-account/wallet-calls-params';
import type { FeeRequest } from './fee-plan';

const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, { error: 'must be a 0x hex quantity' })
  .transform((value) => BigInt(value));

/** A batch is sent with EIP-1559 fees (its preview never names a gasPrice). */
const approvedFee = z.object({ gas: quantity, maxFeePerGas: quantity, maxPriorityFeePerGas: quantity }).strict();

/**
 * The body's `fees` on wallet_sendCalls: the gas and fees the user approved in the frame (from
 * airlock_previewSend), one set per transaction the batch is sent as. Checked against the caps
 * again and then used exactly.
 */
export const approvedFees = z.array(approvedFee).min(1).max(MAX_BATCH_CALLS);

export type ApprovedFees = FeeRequest[];
