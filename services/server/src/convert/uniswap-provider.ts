import type { SwapQuote } from '@airlock/protocol';
import { erc20Abi, getAddress, maxUint256, type Address } from 'viem';
import type { Cache } from '../cache/cache';
import { routeCandidates } from './route-candidates';
import type { SwapPair } from './swap-market';
import type { BuiltSwap, SwapBuildOptions, SwapProvider } from './swap-provider';
import { swapRouterCall } from './swap-router-calldata';
import { poolsBetween } from './uniswap-pools';
import { quoteRoutes, type RouteQuote } from './uniswap-quoter';

export const UNISWAP_PROVIDER = 'uniswap';

function swapQuoteOf(pair: SwapPair, amount: bigint, quote: RouteQuote): SwapQuote {
  const network = pair.market.chain.config.caipNetworkId;
  const { tokens, fees, protocol } = quote.candidate;
  return {
    fromAccount: pair.from.id,
    toAccount: pair.to.id,
    fromAmount: String(amount),
    toAmount: String(quote.amountOut),
    priceImpact: quote.priceImpact,
    fee: String(quote.fee),
    route: fees.map((fee, hop) => ({ protocol, tokenIn: `${network}:${tokens[hop]}`, tokenOut: `${network}:${tokens[hop + 1]}`, fee })),
    provider: UNISWAP_PROVIDER,
    gas: String(quote.gas),
  };
}

const addressOf = (caip10: string) => getAddress(caip10.slice(caip10.lastIndexOf(':') + 1));

/** Quotes from the chain's own Uniswap V2 and V3 pools, read on chain; swaps through its SwapRouter02. */
export function createUniswapProvider(cache: Cache): SwapProvider {
  return {
    name: UNISWAP_PROVIDER,
    async quote(pair, amount) {
      const { chain, swap } = pair.market;
      const pools = await poolsBetween(cache, chain, swap, pair.from.routing, pair.to.routing);
      const candidates = routeCandidates(swap, pools, pair.from.routing, pair.to.routing);
      if (candidates.length === 0) return [];
      const quotes = await quoteRoutes(chain, swap, candidates, amount);
      return quotes.map((quote) => swapQuoteOf(pair, amount, quote));
    },
    async build(pair, quote, options: SwapBuildOptions): Promise<BuiltSwap> {
      const route = {
        protocol: quote.route[0]!.protocol,
        tokens: [addressOf(quote.route[0]!.tokenIn), ...quote.route.map((hop) => addressOf(hop.tokenOut))],
        fees: quote.route.map((hop) => hop.fee),
      };
      const call = swapRouterCall({
        route,
        amountIn: options.amount,
        toAmountMin: options.toAmountMin,
        user: options.user,
        fromNative: pair.from.native,
        toNative: pair.to.native,
        deadline: options.deadline,
      });
      return { to: pair.market.swap.router, ...call };
    },
    async allowance(pair, user: Address) {
      if (pair.from.native) return maxUint256;
      return pair.market.chain.client.readContract({
        address: pair.from.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, pair.market.swap.router],
      });
    },
  };
}
