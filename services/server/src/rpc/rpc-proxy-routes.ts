import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { API_ERRORS, ApiError } from '../http/api-error';
import { chainTransportsFor, type ChainTransport } from './chain-transports';
import { JSON_RPC_CODES, jsonRpcError, type JsonRpcRequest, type JsonRpcResponse } from './json-rpc';
import { isAllowedRpcMethod, RPC_NOT_ALLOWED_MESSAGE } from './rpc-method-policy';
import { RPC_BATCH_SIZE_LIMIT } from './rpc-retry-policy';
import { RpcUnavailableError } from './upstream-error';

const proxyQuery = z.object({
  chainId: z.string({ error: 'chainId is required' }).min(1).max(64),
  projectId: z.string().optional(),
  st: z.string().max(100).optional(),
  sv: z.string().max(100).optional(),
});

const rpcCall = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.string().max(200), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(200),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

type Checked = { call: JsonRpcRequest } | { answer: JsonRpcResponse };

function check(entry: unknown): Checked {
  const parsed = rpcCall.safeParse(entry);
  if (!parsed.success) {
    const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
    const safeId = typeof id === 'string' || typeof id === 'number' ? id : null;
    return { answer: jsonRpcError(safeId, JSON_RPC_CODES.invalidRequest, 'Invalid Request') };
  }
  const call = parsed.data;
  if (!isAllowedRpcMethod(call.method)) return { answer: jsonRpcError(call.id, JSON_RPC_CODES.methodNotFound, RPC_NOT_ALLOWED_MESSAGE) };
  return { call: { jsonrpc: '2.0', id: call.id, method: call.method, params: call.params } };
}

const idKey = (id: unknown) => JSON.stringify(id ?? null);

async function forwardBatch(chain: ChainTransport, entries: unknown[]): Promise<JsonRpcResponse[]> {
  const checked = entries.map(check);
  const calls = checked.flatMap((entry) => ('call' in entry ? [entry.call] : []));
  const upstream = calls.length > 0 ? await chain.rpc.requestBatch(calls) : [];
  const uniqueIds = new Set(calls.map((call) => idKey(call.id))).size === calls.length;
  if (!uniqueIds) return [...checked.flatMap((entry) => ('answer' in entry ? [entry.answer] : [])), ...upstream];
  // Answers in the caller's order; JSON-RPC allows any order but some clients assume it.
  const byId = new Map(upstream.map((response) => [idKey(response.id), response]));
  return checked.map((entry) =>
    'answer' in entry ? entry.answer : (byId.get(idKey(entry.call.id)) ?? jsonRpcError(entry.call.id, JSON_RPC_CODES.internal, 'No answer from upstream')),
  );
}

/** POST /v1/?chainId=…&projectId=…: the JSON-RPC relay the modal's RPC transport points at. */
export const rpcProxyRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const chains = chainTransportsFor(deps.chains);
  app.addHook('onClose', async () => chains.close());

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = proxyQuery.parse(request.query);
    const chain = chains.find(query.chainId);
    if (!chain) throw API_ERRORS.networkNotSupported('RPC');
    const body = request.body;
    try {
      if (Array.isArray(body)) {
        if (body.length === 0) return jsonRpcError(null, JSON_RPC_CODES.invalidRequest, 'Invalid Request: empty batch');
        if (body.length > RPC_BATCH_SIZE_LIMIT) {
          throw new ApiError(400, 'BATCH_TOO_LARGE', `Batch size limit is ${RPC_BATCH_SIZE_LIMIT} calls`);
        }
        return await forwardBatch(chain, body);
      }
      const checked = check(body);
      return 'answer' in checked ? checked.answer : await chain.rpc.request(checked.call);
    } catch (error) {
      if (!(error instanceof RpcUnavailableError)) throw error;
      request.log.warn({ err: error }, 'rpc upstreams unavailable');
      const id = !Array.isArray(body) && typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : null;
      return reply
        .code(502)
        .send(jsonRpcError(typeof id === 'string' || typeof id === 'number' ? id : null, JSON_RPC_CODES.resourceUnavailable, 'RPC upstream unavailable'));
    }
  };

  const options = { preHandler: requireProject(deps.projects) };
  app.post('/v1/', options, handler);
  app.post('/v1', options, handler);
};
