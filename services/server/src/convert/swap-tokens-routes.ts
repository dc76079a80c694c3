import { NATIVE_TOKEN_ADDRESS, type SwapToken, type SwapTokensResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { getAddress } from 'viem';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import { chainIdParam, sdkQueryFields } from '../blockchain/request-schemas';
import { nativePriceToken, tokenPricesUsd } from '../blockchain/token-prices';
import type { ConvertDeps } from './convert-deps';
import { swapMarketOf } from './swap-market';

const query = z.object({ ...sdkQueryFields, chainId: chainIdParam });

/** GET /v1/convert/tokens: the native currency, then the chain's listed tokens, with USD prices; [] where swaps are not supported. */
export const swapTokensRoutes: FastifyPluginAsync<ConvertDeps> = async (app, deps) => {
  app.get('/v1/convert/tokens', { preHandler: requireProject(deps.projects) }, async (request): Promise<SwapTokensResponse> => {
    const { chainId } = query.parse(request.query);
    const market = swapMarketOf(deps.swapChains, chainId);
    if (!market) return { tokens: [] };
    const { config } = market.chain;
    const native = nativePriceToken(market.chain) ?? {
      address: getAddress(market.swap.wrappedNative),
      decimals: config.nativeCurrency.decimals,
    };
    const listed = [
      { ...config.nativeCurrency, address: NATIVE_TOKEN_ADDRESS as string, priced: native },
      ...config.tokens.map((token) => ({ ...token, priced: { address: token.address, decimals: token.decimals } })),
    ];
    const prices = await tokenPricesUsd(
      deps.cache,
      market.chain,
      listed.map((token) => token.priced),
    );
    const tokens = listed.map(
      (token, index): SwapToken => ({
        name: token.name,
        symbol: token.symbol,
        chainId: config.caipNetworkId,
        address: `${config.caipNetworkId}:${token.address}`,
        value: 0,
        price: prices[index] ?? 0,
        quantity: { decimals: String(token.decimals), numeric: '0' },
        iconUrl: token.iconUrl,
        logoUri: token.iconUrl,
        decimals: token.decimals,
      }),
    );
    return { tokens };
  });
};
