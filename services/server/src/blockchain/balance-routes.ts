import type { BalanceResponse, TokenBalance } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { accountBalances, BALANCE_TTL_MS } from './account-balances';
import { chainClientsFor } from './chain-clients';
import { addressParams, chainIdParam, sdkQueryFields } from './request-schemas';

const query = z.object({
  ...sdkQueryFields,
  currency: z.string().max(10).toLowerCase().pipe(z.literal('usd', { error: 'only usd is supported' })).default('usd'),
  chainId: chainIdParam,
  // Any value (the SDK sends a timestamp) asks for fresh data.
  forceUpdate: z.string().max(100).optional(),
});

/** GET /v1/account/:address/balance: native and listed tokens with USD values; 30 s cache. */
export const balanceRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const chains = chainClientsFor(deps.chains);
  app.get('/v1/account/:address/balance', { preHandler: requireProject(deps.projects) }, async (request): Promise<BalanceResponse> => {
    const { address } = addressParams.parse(request.params);
    const { chainId, forceUpdate } = query.parse(request.query);
    const chain = chains.find(chainId);
    // Spec §7: unsupported networks give empty results, not errors.
    if (!chain) return { balances: [] };
    const key = `balance:${chain.config.caipNetworkId}:${address.toLowerCase()}`;
    if (forceUpdate === undefined) {
      const cached = await deps.cache.get<TokenBalance[]>(key);
      if (cached) return { balances: cached };
    }
    const balances = await accountBalances(deps.cache, chain, address);
    await deps.cache.set(key, balances, BALANCE_TTL_MS);
    return { balances };
  });
};
