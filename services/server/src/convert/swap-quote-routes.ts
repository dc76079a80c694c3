import type { SwapQuotesResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import { sdkQueryFields } from '../blockchain/request-schemas';
import type { ConvertDeps } from './convert-deps';
import { amountParam, caip10Param, userAddressParam } from './convert-request-schemas';
import { swapPairOf } from './swap-pair-request';

const query = z.object({
  ...sdkQueryFields,
  amount: amountParam,
  userAddress: userAddressParam,
  from: caip10Param,
  to: caip10Param,
  // The SDK sends its gas price; quotes are ranked by what they return, so it is accepted and not used.
  gasPrice: z.string().max(80).optional(),
});

/** GET /v1/convert/quotes: the best routes for the amount, best first; [] where swaps are not supported or no pool fills it. */
export const swapQuoteRoutes: FastifyPluginAsync<ConvertDeps> = async (app, deps) => {
  app.get('/v1/convert/quotes', { preHandler: requireProject(deps.projects) }, async (request): Promise<SwapQuotesResponse> => {
    const { amount, userAddress, from, to } = query.parse(request.query);
    const pair = swapPairOf(deps.swapChains, from, to, userAddress);
    if (!pair) return { quotes: [] };
    return { quotes: await deps.swapQuoter.quotes(pair, amount, () => deps.spendQuoteBudget(request)) };
  });
};
