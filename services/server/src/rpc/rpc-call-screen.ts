import { z } from 'zod';
import { JSON_RPC_CODES, jsonRpcError, type JsonRpcId, type JsonRpcRequest, type JsonRpcResponse } from './json-rpc';
import { LatestBlockNumberError } from './latest-block-number';
import { logBlockRangeRefusal } from './log-block-range';
import { isAllowedRpcMethod, isFilterRpcMethod, RPC_FILTERS_NOT_SUPPORTED_MESSAGE, RPC_NOT_ALLOWED_MESSAGE } from './rpc-method-policy';

const rpcCall = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.string().max(200), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(200),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

/**
 * A call to forward, or the answer the proxy gives it itself. A notification (a call without an
 * id) is forwarded under an id of the proxy's own, so the node answers it like any call and its
 * empty reply to a notification is never mistaken for a failure; the caller gets no answer for it.
 */
export type Screened = ({ call: JsonRpcRequest } | { answer: JsonRpcResponse }) & { notification: boolean };

let notifications = 0;
const notificationId = () => `airlock-notification-${++notifications}`;

export interface RpcCallScreenOptions {
  maxLogBlockRange: number;
  /** The chain's current block number, for eth_getLogs bounds given as tags. */
  headBlockNumber: () => Promise<bigint>;
}

function idOf(entry: unknown) {
  const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** Decides, for one entry of a request, whether it reaches the node: well formed, allowed, and not asking for too much. */
export async function screenRpcCall(entry: unknown, options: RpcCallScreenOptions): Promise<Screened> {
  const parsed = rpcCall.safeParse(entry);
  if (!parsed.success) return { answer: jsonRpcError(idOf(entry), JSON_RPC_CODES.invalidRequest, 'Invalid Request'), notification: false };
  const { method, params } = parsed.data;
  const notification = parsed.data.id === undefined;
  const id: JsonRpcId = parsed.data.id === undefined ? notificationId() : parsed.data.id;
  if (isFilterRpcMethod(method))
    return { answer: jsonRpcError(id, JSON_RPC_CODES.methodNotFound, RPC_FILTERS_NOT_SUPPORTED_MESSAGE), notification };
  if (!isAllowedRpcMethod(method))
    return { answer: jsonRpcError(id, JSON_RPC_CODES.methodNotFound, RPC_NOT_ALLOWED_MESSAGE), notification };
  if (method === 'eth_getLogs') {
    const refusal = await logBlockRangeRefusal(params, options.maxLogBlockRange, options.headBlockNumber).catch((error: unknown) => {
      if (!(error instanceof LatestBlockNumberError)) throw error;
      return { code: JSON_RPC_CODES.internal, message: `Cannot check the eth_getLogs block range: ${error.message}` };
    });
    if (refusal) return { answer: { jsonrpc: '2.0', id, error: refusal }, notification };
  }
  return { call: { jsonrpc: '2.0', id, method, params }, notification };
}
