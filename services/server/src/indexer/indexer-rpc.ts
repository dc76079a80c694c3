import { JSON_RPC_CODES, type JsonRpcRequest, type JsonRpcResponse } from '../rpc/json-rpc';
import type { RpcTransport } from '../rpc/rpc-transport';

/** The node answered a call with a JSON-RPC error (an unreachable node throws the transport's RpcUnavailableError instead). */
export class NodeCallError extends Error {
  override readonly name = 'NodeCallError';
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method} failed: ${message}`);
  }
}

/** The node answered, but not with what the method returns. */
export class NodeAnswerError extends Error {
  override readonly name = 'NodeAnswerError';
}

export interface IndexerRpc {
  call<T>(method: string, params: unknown[]): Promise<T>;
}

/**
 * Calls per JSON-RPC batch at most. Providers cap batches (commonly at 100 to 1,000 calls), and the
 * whole answer must stay under the transport's byte cap and come within its timeout.
 */
export const CALLS_PER_BATCH = 50;

interface PendingCall {
  request: JsonRpcRequest & { id: number };
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/**
 * The indexer's calls to one node. Calls made in the same turn of the event loop go as JSON-RPC
 * batches of up to CALLS_PER_BATCH: a range of blocks costs a few HTTP round trips instead of one
 * per call. A node that refuses batches, or a batch whose answer is too large, is asked call by
 * call. A batch that fails (a node too slow to answer it in time, or down) halves the batches that
 * follow, down to single calls, so a slow node is asked as much at once as it answers; each batch
 * of the full size that succeeds lets them grow by one again.
 */
export function createIndexerRpc(transport: RpcTransport): IndexerRpc {
  let id = 0;
  let batches = true;
  let callsPerBatch = CALLS_PER_BATCH;
  let waiting: PendingCall[] = [];

  const settle = (call: PendingCall, response: JsonRpcResponse) => {
    const { method } = call.request;
    if (response.error) call.reject(new NodeCallError(method, response.error.code, response.error.message));
    else if (response.result === undefined) call.reject(new NodeAnswerError(`${method} answered without a result`));
    else call.resolve(response.result);
  };

  const sendOne = (call: PendingCall) =>
    transport.request(call.request).then(
      (response) => {
        // Answered alone after batches failed: try batches of two again.
        if (callsPerBatch === 1) callsPerBatch = 2;
        settle(call, response);
      },
      (error: unknown) => call.reject(error),
    );

  const sendBatch = async (calls: PendingCall[]) => {
    let answers: JsonRpcResponse[];
    try {
      answers = await transport.requestBatch(calls.map((call) => call.request));
    } catch (error) {
      callsPerBatch = Math.max(1, Math.floor(calls.length / 2));
      calls.forEach((call) => call.reject(error));
      return;
    }
    if (calls.length >= callsPerBatch) callsPerBatch = Math.min(CALLS_PER_BATCH, callsPerBatch + 1);
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    // One error for the whole batch, with no id: the node does not take batches.
    if (answers.length === 1 && answers[0]!.id === null && answers[0]!.error) {
      batches = false;
      calls.forEach(sendOne);
      return;
    }
    for (const call of calls) {
      const answer = byId.get(call.request.id);
      if (!answer) call.reject(new NodeAnswerError(`${call.request.method} got no answer in a batch`));
      // A batch answer over the byte cap fails every call of it: each on its own may fit.
      else if (answer.error?.code === JSON_RPC_CODES.limitExceeded && calls.length > 1) void sendOne(call);
      else settle(call, answer);
    }
  };

  const flush = () => {
    const calls = waiting;
    waiting = [];
    const size = callsPerBatch;
    if (!batches || calls.length === 1 || size === 1) {
      calls.forEach(sendOne);
      return;
    }
    for (let index = 0; index < calls.length; index += size) void sendBatch(calls.slice(index, index + size));
  };

  return {
    call<T>(method: string, params: unknown[]): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ request: { jsonrpc: '2.0', id: ++id, method, params }, resolve: resolve as (result: unknown) => void, reject });
        if (waiting.length === 1) setImmediate(flush);
      });
    },
  };
}
