import { DEFAULT_SWAP_SLIPPAGE, minimumReceived, type SwapBuildResponse, type SwapQuote } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ConvertDeps } from './convert-deps';
import { amountParam, caip10Param, slippageParam, userAddressParam } from './convert-request-schemas';
import { SWAP_ERRORS } from './swap-errors';
import { estimateSwapGas } from './swap-gas-estimate';
import type { SwapPair } from './swap-market';
import { swapPairOf } from './swap-pair-request';
import type { SwapProvider } from './swap-provider';

/** How long a built swap stays valid: the router refuses it after (SwapRouter02's multicall deadline). */
export const SWAP_DEADLINE_SECONDS = 20 * 60;
const BUILD_BODY_LIMIT_BYTES = 4 * 1024;

const body = z.object({
  projectId: z.string().max(100).optional(),
  from: caip10Param,
  to: caip10Param,
  userAddress: userAddressParam,
  amount: amountParam,
  eip155: z.object({ slippage: slippageParam }).default({ slippage: DEFAULT_SWAP_SLIPPAGE }),
  disableEstimate: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).default(false),
});

/**
 * POST /v1/convert/build-transaction: the transaction for the best quote (an aggregator's only if the user's allowance
 * for its contract already covers the amount, else the best on-chain route), with the minimum after slippage, the
 * deadline, and (unless disableEstimate) the node's gas estimate. Unsupported networks are an error (spec §7).
 */
export const swapBuildRoutes: FastifyPluginAsync<ConvertDeps> = async (app, deps) => {
  const providerOf = (quote: SwapQuote) => deps.swapProviders.find((provider) => provider.name === quote.provider);
  async function choose(pair: SwapPair, quotes: SwapQuote[], user: `0x${string}`, amount: bigint) {
    for (const quote of quotes) {
      const provider = providerOf(quote);
      if (!provider) continue;
      if (provider === deps.swapProviders[0]) return { quote, provider };
      const allowed = await provider.allowance(pair, user).catch(() => 0n);
      if (pair.from.native || allowed >= amount) return { quote, provider };
    }
    return undefined;
  }
  app.post(
    '/v1/convert/build-transaction',
    { preHandler: requireProject(deps.projects), bodyLimit: BUILD_BODY_LIMIT_BYTES },
    async (request): Promise<SwapBuildResponse> => {
      const { from, to, userAddress, amount, eip155, disableEstimate } = body.parse(request.body ?? {});
      const pair = swapPairOf(deps.swapChains, from, to, userAddress);
      if (!pair) throw SWAP_ERRORS.networkNotSupported();
      const quotes = await deps.swapQuoter.quotes(pair, amount, () => deps.spendQuoteBudget(request));
      const chosen = await choose(pair, quotes, userAddress.address, amount);
      if (!chosen) throw SWAP_ERRORS.noRoute();
      const { quote, provider } = chosen as { quote: SwapQuote; provider: SwapProvider };
      const deadline = Math.floor(Date.now() / 1000) + SWAP_DEADLINE_SECONDS;
      const wanted = minimumReceived(BigInt(quote.toAmount), eip155.slippage);
      const built = await provider.build(pair, quote, {
        user: userAddress.address,
        amount,
        slippage: eip155.slippage,
        toAmountMin: wanted,
        deadline,
      });
      const tx = { from: userAddress.address, to: built.to, data: built.data, value: String(built.value) };
      const estimate = disableEstimate ? undefined : await estimateSwapGas(pair.market.chain, { ...tx, value: built.value });
      return {
        tx: estimate ? { ...tx, eip155: estimate } : tx,
        quote,
        toAmountMin: String(built.toAmountMin ?? wanted),
        deadline,
      };
    },
  );
};
