import type { SwapAllowanceResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { maxUint256 } from 'viem';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import { sdkQueryFields } from '../blockchain/request-schemas';
import type { ConvertDeps } from './convert-deps';
import { caip10Param, userAddressParam } from './convert-request-schemas';
import { SWAP_ERRORS } from './swap-errors';
import { swapAssetOf, swapMarketOf } from './swap-market';

const query = z.object({ ...sdkQueryFields, tokenAddress: caip10Param, userAddress: userAddressParam });

/**
 * GET /v1/convert/allowance: what the chain's swap router may spend of the user's token (the native currency: no
 * limit). Where swaps are not supported the answer is empty (allowance 0, no spender), as the spec's reads are.
 */
export const swapAllowanceRoutes: FastifyPluginAsync<ConvertDeps> = async (app, deps) => {
  const [uniswap] = deps.swapProviders;
  app.get('/v1/convert/allowance', { preHandler: requireProject(deps.projects) }, async (request): Promise<SwapAllowanceResponse> => {
    const { tokenAddress, userAddress } = query.parse(request.query);
    if (userAddress.caipNetworkId && userAddress.caipNetworkId !== tokenAddress.caipNetworkId) throw SWAP_ERRORS.differentNetworks();
    const market = swapMarketOf(deps.swapChains, tokenAddress.caipNetworkId);
    if (!market || !uniswap) return { allowance: '0', spender: '' };
    const from = swapAssetOf(market, tokenAddress.address);
    const allowance = from.native ? maxUint256 : await uniswap.allowance({ market, from, to: from }, userAddress.address);
    return { allowance: String(allowance), spender: market.swap.router };
  });
};
