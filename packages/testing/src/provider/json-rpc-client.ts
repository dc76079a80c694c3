import type { JsonRpcPayload, SendJsonRpc } from './test-wallet-types';
import { WalletRpcError, walletErrorCodes } from './wallet-rpc-error';

export type CallRpc = (rpcUrl: string, method: string, params?: readonly unknown[]) => Promise<unknown>;

export const sendJsonRpcWithFetch: SendJsonRpc = async (rpcUrl, payload) => {
  let response: Response;
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    throw new WalletRpcError(
      walletErrorCodes.chainDisconnected,
      `Could not reach ${rpcUrl}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WalletRpcError(walletErrorCodes.internal, `RPC ${rpcUrl} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
};

interface JsonRpcResponse {
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

export function createRpcCaller(send: SendJsonRpc): CallRpc {
  let nextId = 1;
  return async (rpcUrl, method, params = []) => {
    const payload: JsonRpcPayload = { jsonrpc: '2.0', id: nextId++, method, params };
    const response = (await send(rpcUrl, payload)) as JsonRpcResponse | null;
    if (response === null || typeof response !== 'object') {
      throw new WalletRpcError(walletErrorCodes.internal, `RPC ${rpcUrl} sent an invalid response to ${method}.`);
    }
    if (response.error) {
      const { code, message, data } = response.error;
      throw new WalletRpcError(
        typeof code === 'number' ? code : walletErrorCodes.internal,
        typeof message === 'string' ? message : `${method} failed`,
        data,
      );
    }
    return response.result ?? null;
  };
}
