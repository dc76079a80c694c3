import { setTimeout as sleep } from 'node:timers/promises';
import { InFlightRequests } from './in-flight-requests';
import { JSON_RPC_CODES, jsonRpcError, type JsonRpcRequest, type JsonRpcResponse } from './json-rpc';
import { isConstantRpcMethod, isShareableRpcMethod } from './rpc-method-policy';
import {
  backoffDelayMs,
  RPC_DEDUP_MAX_ENTRIES,
  RPC_MAX_RETRY_AFTER_MS,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_TIMEOUT_MS,
} from './rpc-retry-policy';
import { UpstreamConcurrencyLimit, type ConcurrencyLimitOptions } from './upstream-concurrency-limit';
import { RpcUnavailableError, UpstreamError, UpstreamResponseTooLargeError } from './upstream-error';
import { postToUpstream } from './upstream-post';
import { UpstreamRanking, type RankingOptions } from './upstream-ranking';

export interface RankOptions extends RankingOptions {
  /** How often every upstream is pinged with eth_blockNumber; 0 ranks from live traffic only. */
  intervalMs?: number;
  pingTimeoutMs?: number;
}

export interface RpcTransportOptions {
  /** Upstream JSON-RPC endpoints, tried in this order unless ranked. */
  urls: readonly string[];
  timeoutMs?: number;
  retryCount?: number;
  retryDelayMs?: number;
  rank?: boolean | RankOptions;
  /** Identical concurrent reads share one upstream call (default on). */
  dedupe?: boolean;
  /** Largest upstream answer read, in bytes (default 5 MiB); a larger one becomes a JSON-RPC error per call. */
  maxResponseBytes?: number;
  /** Upstream requests at once, and how many may wait; the rest fail with RpcBusyError. */
  concurrency?: ConcurrencyLimitOptions;
}

export interface RpcRequestOptions {
  /** Overrides the transport's `maxResponseBytes` for this request. */
  maxResponseBytes?: number;
}

export const DEFAULT_MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

export interface RpcTransport {
  readonly urls: readonly string[];
  /**
   * One call; the reply carries the caller's id. Throws RpcUnavailableError when no upstream
   * answers, RpcBusyError (one of those) when the chain's upstream has too much work already.
   */
  request(call: JsonRpcRequest, options?: RpcRequestOptions): Promise<JsonRpcResponse>;
  /** A batch, forwarded as one upstream batch; an answer over the byte cap fails every call of it. */
  requestBatch(calls: JsonRpcRequest[], options?: RpcRequestOptions): Promise<JsonRpcResponse[]>;
  /** Upstream indexes, best first. */
  ranked(): readonly number[];
  close(): void;
}

const DEFAULT_RANK: Required<RankOptions> = {
  intervalMs: 4000,
  pingTimeoutMs: 1000,
  sampleCount: 10,
  weights: { stability: 0.7, latency: 0.3 },
};

/**
 * JSON-RPC over HTTP with fallback, optional ranking, retries per spec §9, in-flight de-duplication,
 * a bound on concurrent upstream requests and a cap on the size of an answer.
 */
export function createRpcTransport(options: RpcTransportOptions): RpcTransport {
  const urls = [...options.urls];
  if (urls.length === 0) throw new Error('createRpcTransport needs at least one upstream URL');
  const timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS;
  const retryCount = options.retryCount ?? RPC_RETRY_COUNT;
  const retryDelayMs = options.retryDelayMs ?? RPC_RETRY_BASE_DELAY_MS;
  const dedupe = options.dedupe ?? true;
  const defaultMaxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const limit = new UpstreamConcurrencyLimit(options.concurrency);
  const rank = options.rank ? { ...DEFAULT_RANK, ...(options.rank === true ? {} : options.rank) } : undefined;
  const ranking = rank ? new UpstreamRanking(urls.length, rank) : undefined;
  const configuredOrder = urls.map((_, index) => index);
  const inFlight = new InFlightRequests<JsonRpcResponse>(RPC_DEDUP_MAX_ENTRIES);
  const constants = new Map<string, unknown>();

  const delayBeforeRetry = (failures: UpstreamError[], attempt: number): number | undefined => {
    if (attempt >= retryCount || !failures.some((failure) => failure.details.retryable)) return undefined;
    const retryAfter = Math.max(-1, ...failures.map((failure) => failure.details.retryAfterMs ?? -1));
    if (retryAfter > RPC_MAX_RETRY_AFTER_MS) return undefined;
    return retryAfter >= 0 ? retryAfter : backoffDelayMs(attempt, retryDelayMs);
  };

  const postWithRetries = async (body: string, maxResponseBytes: number): Promise<unknown> => {
    for (let attempt = 0; ; attempt++) {
      const failures: UpstreamError[] = [];
      for (const index of ranking?.ranked() ?? configuredOrder) {
        const startedAt = ranking ? performance.now() : 0;
        try {
          const payload = await postToUpstream(urls[index]!, body, timeoutMs, maxResponseBytes);
          ranking?.record(index, true, performance.now() - startedAt);
          return payload;
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error;
          ranking?.record(index, false, performance.now() - startedAt);
          failures.push(error);
        }
      }
      const delay = delayBeforeRetry(failures, attempt);
      if (delay === undefined) throw new RpcUnavailableError(failures);
      await sleep(delay);
    }
  };

  /** The upstream's reply, or one JSON-RPC error per call when it was too large to pass on. */
  const send = async (calls: JsonRpcRequest | JsonRpcRequest[], maxResponseBytes: number): Promise<unknown> => {
    try {
      return await limit.run(() => postWithRetries(JSON.stringify(calls), maxResponseBytes));
    } catch (error) {
      if (!(error instanceof UpstreamResponseTooLargeError)) throw error;
      const tooLarge = (call: JsonRpcRequest) => jsonRpcError(call.id, JSON_RPC_CODES.limitExceeded, error.message);
      return Array.isArray(calls) ? calls.map(tooLarge) : tooLarge(calls);
    }
  };

  const forward = async (call: JsonRpcRequest, maxResponseBytes: number): Promise<JsonRpcResponse> => {
    const payload = await send(call, maxResponseBytes);
    if (Array.isArray(payload)) return jsonRpcError(call.id, JSON_RPC_CODES.internal, 'Upstream answered a single call with a batch');
    return payload as JsonRpcResponse;
  };

  const pingTimer =
    rank && rank.intervalMs > 0 && urls.length > 1
      ? setInterval(() => {
          const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] });
          urls.forEach((url, index) => {
            const startedAt = performance.now();
            postToUpstream(url, body, rank.pingTimeoutMs, defaultMaxResponseBytes).then(
              () => ranking?.record(index, true, performance.now() - startedAt),
              () => ranking?.record(index, false, performance.now() - startedAt),
            );
          });
        }, rank.intervalMs)
      : undefined;
  pingTimer?.unref();

  return {
    urls,
    async request(call, requestOptions) {
      const id = call.id ?? null;
      const maxResponseBytes = requestOptions?.maxResponseBytes ?? defaultMaxResponseBytes;
      const constant = isConstantRpcMethod(call.method);
      if (constant && constants.has(call.method)) return { jsonrpc: '2.0', id, result: constants.get(call.method) };
      const shareKey = `${call.method}\u0000${maxResponseBytes}\u0000${JSON.stringify(call.params ?? [])}`;
      const response =
        dedupe && isShareableRpcMethod(call.method)
          ? await inFlight.run(shareKey, () => forward(call, maxResponseBytes))
          : await forward(call, maxResponseBytes);
      if (constant && response.result !== undefined && !response.error) constants.set(call.method, response.result);
      return response.id === id ? response : { ...response, id };
    },
    async requestBatch(calls, requestOptions) {
      const payload = await send(calls, requestOptions?.maxResponseBytes ?? defaultMaxResponseBytes);
      return (Array.isArray(payload) ? payload : [payload]) as JsonRpcResponse[];
    },
    ranked: () => ranking?.ranked() ?? configuredOrder,
    close() {
      if (pingTimer) clearInterval(pingTimer);
    },
  };
}
