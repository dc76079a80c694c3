import type { BalanceResponse, TokenBalance } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { getAddress } from 'viem';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { singleFlight } from '../cache/single-flight';
import { accountBalances, BALANCE_TTL_MS } from './account-balances';
import { chainClientsFor, type ChainClient } from './chain-clients';
import { chainIdParam, evmAddressAnyCase, sdkQueryFields } from './request-schemas';

const params = z.object({ address: evmAddressAnyCase });
const query = z.object({
  ...sdkQueryFields,
  currency: z
    .string()
    .max(10)
    .toLowerCase()
    .pipe(z.literal('usd', { error: 'only usd is supported' }))
    .default('usd'),
  chainId: chainIdParam,
  // Any value (the SDK sends a timestamp) asks for fresh data.
  forceUpdate: z.string().max(100).optional(),
});

/**
 * The answer for a cached list as JSON text, serialized once per cached value: the memory cache
 * hands back the same array until it expires, and most balance requests are answered from it.
 */
const cachedAnswers = new WeakMap<TokenBalance[], string>();
function cachedAnswerJson(balances: TokenBalance[]): string {
  let json = cachedAnswers.get(balances);
  if (json === undefined) {
    json = JSON.stringify({ balances } satisfies BalanceResponse);
    cachedAnswers.set(balances, json);
  }
  return json;
}

/** GET /v1/account/:address/balance: native and listed tokens with USD values; 30 s cache. */
export const balanceRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const chains = chainClientsFor(deps.chains);
  const sharedLoads = singleFlight<TokenBalance[]>();
  const load = async (chain: ChainClient, address: string, key: string) => {
    const balances = await accountBalances(deps.cache, chain, getAddress(address));
    await deps.cache.set(key, balances, BALANCE_TTL_MS);
    return balances;
  };
  app.get(
    '/v1/account/:address/balance',
    { preHandler: requireProject(deps.projects) },
    async (request, reply): Promise<BalanceResponse | string> => {
      const { address } = params.parse(request.params);
      const { chainId, forceUpdate } = query.parse(request.query);
      const chain = chains.find(chainId);
      // Spec §7: unsupported networks give empty results, not errors.
      if (!chain) return { balances: [] };
      const key = `balance:${chain.config.caipNetworkId}:${address.toLowerCase()}`;
      // forceUpdate asks for a read that starts after the request: it never joins one under way.
      if (forceUpdate !== undefined) return { balances: await load(chain, address, key) };
      const cached = await deps.cache.get<TokenBalance[]>(key);
      if (cached) {
        reply.type('application/json; charset=utf-8');
        return cachedAnswerJson(cached);
      }
      return { balances: await sharedLoads(key, () => load(chain, address, key)) };
    },
  );
};
