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

export function createIndexerRpc(transport: RpcTransport): IndexerRpc {
  let id = 0;
  return {
    async call<T>(method: string, params: unknown[]): Promise<T> {
      const response = await transport.request({ jsonrpc: '2.0', id: ++id, method, params });
      if (response.error) throw new NodeCallError(method, response.error.code, response.error.message);
      if (response.result === undefined) throw new NodeAnswerError(`${method} answered without a result`);
      return response.result as T;
    },
  };
}
