import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

/** Calls one JSON-RPC batch may hold, of the order public providers allow. */
export const RPC_BATCH_SIZE_LIMIT = 100;

export const batchTooLarge = (size: number) =>
  new ApiError(
    400,
    'BATCH_TOO_LARGE',
    `Batch too large: ${size} calls sent, the limit is ${RPC_BATCH_SIZE_LIMIT} calls per batch; split it into smaller batches`,
  );

/**
 * What a proxy request costs against the rate limit: one unit per JSON-RPC call, so a batch is
 * counted like its calls sent one by one. An oversized batch is refused before any call is made,
 * so it costs one, like any other refusal.
 */
export function rpcCallCost(request: FastifyRequest): number {
  const body = request.body;
  if (!Array.isArray(body) || body.length > RPC_BATCH_SIZE_LIMIT) return 1;
  return Math.max(1, body.length);
}
