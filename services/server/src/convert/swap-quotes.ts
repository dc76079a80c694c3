import type { SwapQuote } from '@airlock/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../cache/cache';
import { singleFlight } from '../cache/single-flight';
import type { SwapPair } from './swap-market';
import type { SwapProvider } from './swap-provider';

/** Quotes are kept a few seconds: a swap form asks again as the user types and as it refreshes. */
export const QUOTE_TTL_MS = 5_000;

export interface SwapQuoter {
  /**
   * Every provider's quotes for `amount`, best (most received) first. A cached answer costs nothing; otherwise
   * `beforeUpstream` runs first (it spends the caller's rate limit, and throws to refuse).
   */
  quotes(pair: SwapPair, amount: bigint, beforeUpstream: () => Promise<void>): Promise<SwapQuote[]>;
}

const byReceived = (a: SwapQuote, b: SwapQuote) => {
  const [x, y] = [BigInt(a.toAmount), BigInt(b.toAmount)];
  return x > y ? -1 : x < y ? 1 : 0;
};

/**
 * The first provider is the chain's own (its failure is the request's: a node outage answers 503); the others are
 * aggregators whose failures and timeouts are logged and ignored, so the on-chain quotes still answer.
 */
export function createSwapQuoter(cache: Cache, providers: readonly SwapProvider[], log: FastifyBaseLogger): SwapQuoter {
  const flights = singleFlight<SwapQuote[]>();
  const load = async (pair: SwapPair, amount: bigint, key: string) => {
    const [own, ...others] = await Promise.allSettled(providers.map((provider) => provider.quote(pair, amount)));
    if (own?.status === 'rejected') throw own.reason;
    const quotes = [...(own?.status === 'fulfilled' ? own.value : [])];
    others.forEach((result, index) => {
      if (result.status === 'fulfilled') quotes.push(...result.value);
      else log.warn({ provider: providers[index + 1]?.name, err: result.reason }, 'swap aggregator quote failed: answering without it');
    });
    quotes.sort(byReceived);
    await cache.set(key, quotes, QUOTE_TTL_MS);
    return quotes;
  };
  return {
    async quotes(pair, amount, beforeUpstream) {
      const key = `swap-quotes:${pair.market.chain.config.caipNetworkId}:${pair.from.address}:${pair.to.address}:${amount}`.toLowerCase();
      const cached = await cache.get<SwapQuote[]>(key);
      if (cached) return cached;
      await beforeUpstream();
      return flights(key, () => load(pair, amount, key));
    },
  };
}
