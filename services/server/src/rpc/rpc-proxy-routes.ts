import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { API_ERRORS, ApiError } from '../http/api-error';
import { chainTransportsFor, type ChainTransport } from './chain-transports';
import { JSON_RPC_CODES, jsonRpcError, type JsonRpcResponse } from './json-rpc';
import { createLatestBlockNumber } from './latest-block-number';
import { batchTooLarge, RPC_BATCH_SIZE_LIMIT, rpcCallCost } from './rpc-batch';
import { screenRpcCall, type RpcCallScreenOptions, type Screened } from './rpc-call-screen';
import type { RpcRequestOptions } from './rpc-transport';
import { RpcBusyError, RpcUnavailableError } from './upstream-error';

/** Larger than the server-wide body limit: one signed transaction with blobs or big calldata can be large. */
const RPC_BODY_LIMIT_BYTES = 1024 * 1024;

const proxyQuery = z.object({
  chainId: z.string({ error: 'chainId is required' }).min(1).max(64),
  projectId: z.string().optional(),
  st: z.string().max(100).optional(),
  sv: z.string().max(100).optional(),
});

const rpcBusy = () => new ApiError(503, 'RPC_BUSY', 'RPC upstream busy: try again shortly', 2);

interface ChainProxy {
  chain: ChainTransport;
  screen: RpcCallScreenOptions;
  upstream: RpcRequestOptions;
}

const idKey = (id: unknown) => JSON.stringify(id ?? null);

/** The answers to a batch, in the caller's order, without those to notifications (none at all: undefined). */
async function forwardBatch({ chain, screen, upstream }: ChainProxy, entries: unknown[]): Promise<JsonRpcResponse[] | undefined> {
  const screened: Screened[] = await Promise.all(entries.map((entry) => screenRpcCall(entry, screen)));
  const calls = screened.flatMap((entry) => ('call' in entry ? [entry.call] : []));
  const answers = calls.length > 0 ? await chain.rpc.requestBatch(calls, upstream) : [];
  const notificationIds = new Set(
    screened.filter((entry) => entry.notification).map((entry) => idKey('call' in entry ? entry.call.id : entry.answer.id)),
  );
  const uniqueIds = new Set(calls.map((call) => idKey(call.id))).size === calls.length;
  const all = uniqueIds
    ? // Answers in the caller's order; JSON-RPC allows any order but some clients assume it.
      (() => {
        const byId = new Map(answers.map((response) => [idKey(response.id), response]));
        return screened.map((entry) =>
          'answer' in entry
            ? entry.answer
            : (byId.get(idKey(entry.call.id)) ?? jsonRpcError(entry.call.id, JSON_RPC_CODES.internal, 'No answer from upstream')),
        );
      })()
    : [...screened.flatMap((entry) => ('answer' in entry ? [entry.answer] : [])), ...answers];
  const answered = all.filter((response) => !notificationIds.has(idKey(response.id)));
  return answered.length > 0 ? answered : undefined;
}

/** The answer to one call; undefined for a notification, which is forwarded but not answered. */
async function forwardOne({ chain, screen, upstream }: ChainProxy, entry: unknown): Promise<JsonRpcResponse | undefined> {
  const screened = await screenRpcCall(entry, screen);
  const answer = 'answer' in screened ? screened.answer : await chain.rpc.request(screened.call, upstream);
  return screened.notification ? undefined : answer;
}

/** POST /v1/?chainId=…&projectId=…: the JSON-RPC relay the modal's RPC transport points at. */
export const rpcProxyRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const chains = chainTransportsFor(deps.chains);
  app.addHook('onClose', async () => chains.close());
  const proxies = new Map<ChainTransport, ChainProxy>(
    chains.all.map((chain) => [
      chain,
      {
        chain,
        screen: { maxLogBlockRange: deps.config.rpcMaxLogBlockRange, headBlockNumber: createLatestBlockNumber(chain.rpc) },
        upstream: { maxResponseBytes: deps.config.rpcMaxResponseBytes },
      },
    ]),
  );

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = proxyQuery.parse(request.query);
    const chain = chains.find(query.chainId);
    if (!chain) throw API_ERRORS.networkNotSupported('RPC');
    const proxy = proxies.get(chain)!;
    const body = request.body;
    try {
      if (Array.isArray(body) && body.length === 0)
        return jsonRpcError(null, JSON_RPC_CODES.invalidRequest, 'Invalid Request: empty batch');
      if (Array.isArray(body) && body.length > RPC_BATCH_SIZE_LIMIT) throw batchTooLarge(body.length);
      const answer = Array.isArray(body) ? await forwardBatch(proxy, body) : await forwardOne(proxy, body);
      // JSON-RPC 2.0: nothing is sent back for notifications.
      return answer === undefined ? reply.code(204).send() : answer;
    } catch (error) {
      if (error instanceof RpcBusyError) {
        request.log.debug({ reason: error.reason }, 'rpc upstream busy');
        throw rpcBusy();
      }
      if (!(error instanceof RpcUnavailableError)) throw error;
      request.log.warn({ err: error }, 'rpc upstreams unavailable');
      const id = !Array.isArray(body) && typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : null;
      // The chain's node is a dependency that is down: 503, as every other route answers an outage.
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(
          jsonRpcError(
            typeof id === 'string' || typeof id === 'number' ? id : null,
            JSON_RPC_CODES.resourceUnavailable,
            'RPC upstream unavailable',
          ),
        );
    }
  };

  const options = { preHandler: requireProject(deps.projects), bodyLimit: RPC_BODY_LIMIT_BYTES, config: { rateLimitCost: rpcCallCost } };
  app.post('/v1/', options, handler);
  app.post('/v1', options, handler);
};
