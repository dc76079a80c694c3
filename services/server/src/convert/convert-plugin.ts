import type { FastifyPluginAsync } from 'fastify';
import { BaseError } from 'viem';
import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor } from '../blockchain/chain-clients';
import { isRpcUnavailable, rpcUnavailable } from '../blockchain/upstream-failure';
import { createAggregatorProvider } from './aggregator-provider';
import type { ConvertDeps } from './convert-deps';
import { createQuoteBudget } from './quote-budget';
import { swapAllowanceRoutes } from './swap-allowance-routes';
import { swapApproveRoutes } from './swap-approve-routes';
import { swapBuildRoutes } from './swap-build-routes';
import type { SwapProvider } from './swap-provider';
import { createSwapQuoter } from './swap-quotes';
import { swapQuoteRoutes } from './swap-quote-routes';
import { swapTokensRoutes } from './swap-tokens-routes';
import { createUniswapProvider } from './uniswap-provider';

/** The providers quotes come from: the chain's Uniswap pools, and an aggregator only when the operator gave its API key. */
export function swapProvidersFor(deps: ServerDeps): SwapProvider[] {
  const aggregator = deps.config.swapAggregator;
  return [createUniswapProvider(deps.cache), ...(aggregator ? [createAggregatorProvider(aggregator)] : [])];
}

/** The swap ("convert") API of spec §7 but gas price (in the blockchain plugin): tokens, quotes, allowance, approve, swap. */
export const convertPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  // Thrown on to the app's handler. A node that answers a read with an error (not a refusal of the user's swap, which
  // the gas estimate turns into a 400) fails the request as one that does not answer: 503, never 500.
  app.setErrorHandler((error) => {
    throw isRpcUnavailable(error) || error instanceof BaseError ? rpcUnavailable() : error;
  });
  const swapProviders = swapProvidersFor(deps);
  const convert: ConvertDeps = {
    ...deps,
    swapChains: chainClientsFor(deps.chains),
    swapProviders,
    swapQuoter: createSwapQuoter(deps.cache, swapProviders, deps.log),
    spendQuoteBudget: createQuoteBudget(deps),
  };
  await app.register(swapTokensRoutes, convert);
  await app.register(swapQuoteRoutes, convert);
  await app.register(swapAllowanceRoutes, convert);
  await app.register(swapApproveRoutes, convert);
  await app.register(swapBuildRoutes, convert);
};
