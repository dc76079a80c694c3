import { Agent, request, type Dispatcher } from 'undici';
import { isJsonRpcResponse } from './json-rpc';
import { isRetryableRpcCode, isRetryableStatus, parseRetryAfterMs } from './rpc-retry-policy';
import { readBodyWithin } from './upstream-body-reader';
import { UpstreamError, UpstreamResponseTooLargeError } from './upstream-error';

const HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

// undici's request() is several times faster than fetch() on the proxy's hot path; one pooled keep-alive agent for all upstreams.
const upstreamAgent = new Agent({ connections: 256, keepAliveTimeout: 30_000, pipelining: 1 });

function hasRetryableRpcError(payload: unknown): boolean {
  if (Array.isArray(payload)) return payload.some(hasRetryableRpcError);
  return isJsonRpcResponse(payload) && isRetryableRpcCode(payload.error?.code);
}

function looksLikeRpcPayload(payload: unknown): boolean {
  return Array.isArray(payload) ? payload.every(isJsonRpcResponse) : isJsonRpcResponse(payload);
}

/**
 * POSTs a JSON-RPC body to one upstream and returns the parsed JSON-RPC reply.
 * Throws UpstreamError for anything the proxy should not hand back as is, and
 * UpstreamResponseTooLargeError once the answer passes `maxResponseBytes`.
 */
export async function postToUpstream(url: string, body: string, timeoutMs: number, maxResponseBytes: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Dispatcher.ResponseData;
  let text: string;
  try {
    response = await request(url, { method: 'POST', headers: HEADERS, body, signal, dispatcher: upstreamAgent });
    if (isRetryableStatus(response.statusCode)) {
      await response.body.dump();
      const retryAfter = response.headers['retry-after'];
      throw new UpstreamError(`${url}: HTTP ${response.statusCode}`, {
        url,
        retryable: true,
        status: response.statusCode,
        retryAfterMs: parseRetryAfterMs(Array.isArray(retryAfter) ? (retryAfter[0] ?? null) : (retryAfter ?? null)),
      });
    }
    text = await readBodyWithin(url, response, maxResponseBytes);
  } catch (error) {
    if (error instanceof UpstreamError || error instanceof UpstreamResponseTooLargeError) throw error;
    // A hung upstream is not retried: three more 10 s waits would outlast any caller.
    throw new UpstreamError(`${url}: ${signal.aborted ? 'timed out' : (error as Error).message}`, { url, retryable: !signal.aborted });
  }
  const status = response.statusCode;
  const ok = status >= 200 && status < 300;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new UpstreamError(`${url}: HTTP ${status} with a non-JSON body`, { url, retryable: ok, status });
  }
  if (!looksLikeRpcPayload(payload)) {
    throw new UpstreamError(`${url}: HTTP ${status} without a JSON-RPC reply`, { url, retryable: ok, status });
  }
  if (hasRetryableRpcError(payload)) {
    throw new UpstreamError(`${url}: RPC error -1`, { url, retryable: true, status });
  }
  return payload;
}
