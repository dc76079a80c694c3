import { DevnetError } from './devnet-error';

export interface JsonRpcCall {
  method: string;
  params?: readonly unknown[];
}

interface JsonRpcResponse {
  id: number;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export interface JsonRpcClient {
  readonly url: string;
  request<T>(method: string, params?: readonly unknown[]): Promise<T>;
  /** Sends all calls in one HTTP request; results come back in call order. */
  batch(calls: readonly JsonRpcCall[]): Promise<unknown[]>;
}

function describe(call: JsonRpcCall, response: JsonRpcResponse | undefined): string {
  if (!response) return `${call.method}: no response`;
  return `${call.method}: ${response.error?.message ?? 'unknown error'}`;
}

/** A minimal JSON-RPC 2.0 client over fetch, enough to drive anvil. */
export function createJsonRpcClient(url: string): JsonRpcClient {
  let nextId = 1;

  async function post(body: unknown): Promise<unknown> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new DevnetError('RPC_ERROR', `${url} answered HTTP ${response.status}`);
    return response.json();
  }

  async function batch(calls: readonly JsonRpcCall[]): Promise<unknown[]> {
    if (calls.length === 0) return [];
    const requests = calls.map((call) => ({ jsonrpc: '2.0', id: nextId++, method: call.method, params: call.params ?? [] }));
    const responses = (await post(requests)) as JsonRpcResponse[];
    const byId = new Map(responses.map((response) => [response.id, response]));
    return requests.map((request, index) => {
      const response = byId.get(request.id);
      if (!response || response.error) {
        throw new DevnetError('RPC_ERROR', `JSON-RPC call failed on ${url}`, describe(calls[index]!, response));
      }
      return response.result;
    });
  }

  return {
    url,
    batch,
    async request<T>(method: string, params: readonly unknown[] = []): Promise<T> {
      const [result] = await batch([{ method, params }]);
      return result as T;
    },
  };
}
