import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../access/require-admin';
import type { ServerDeps } from '../app/server-deps';
import { ApiError } from '../http/api-error';
import { parseAccountAddress } from './account-address';
import { HISTORY_REQUEST_ERRORS } from './history-request-errors';
import { servedChain } from './served-chain';
import { createSpamTokenStore } from './spam-token-store';

const SPAM_BODY_LIMIT_BYTES = 4 * 1024;

const addBody = z.object({
  chainId: z.union([z.number(), z.string().max(40)]),
  address: z.string().max(100),
  reason: z.string().max(200).default(''),
});
const tokenParams = z.object({ chainId: z.string().max(40), address: z.string().max(100) });
const listQuery = z.object({ chainId: z.string().max(40).optional() });

const contractAddress = (value: string): string => {
  const address = parseAccountAddress(value);
  if (!address) throw HISTORY_REQUEST_ERRORS.invalidAddress(value);
  return address;
};

/** The operator's spam list under /v1/admin/spam-tokens: list, add, remove. Behind the admin token. */
export const spamTokenAdminRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const store = createSpamTokenStore(deps.database.db);
  app.addHook('onRequest', requireAdmin(deps.adminToken));

  app.get('/v1/admin/spam-tokens', async (request) => {
    const { chainId } = listQuery.parse(request.query);
    return { tokens: await store.list(chainId === undefined ? undefined : servedChain(deps.chains, chainId).chainId) };
  });

  app.post('/v1/admin/spam-tokens', { bodyLimit: SPAM_BODY_LIMIT_BYTES }, async (request, reply) => {
    const body = addBody.parse(request.body);
    const { chainId } = servedChain(deps.chains, body.chainId);
    const { token, added } = await store.add({ chainId, address: contractAddress(body.address), reason: body.reason });
    return reply.status(added ? 201 : 200).send(token);
  });

  app.delete('/v1/admin/spam-tokens/:chainId/:address', async (request, reply) => {
    const params = tokenParams.parse(request.params);
    const { chainId } = servedChain(deps.chains, params.chainId);
    const address = contractAddress(params.address);
    if (!(await store.remove(chainId, address)))
      throw new ApiError(404, 'SPAM_TOKEN_NOT_FOUND', `eip155:${chainId} ${address} is not on the spam list`);
    return reply.status(204).send();
  });
};
