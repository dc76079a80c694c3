import { getAddress, parseAbi, type Address } from 'viem';
import type { Cache } from '../cache/cache';
import type { ChainClient } from './chain-clients';
import { throwIfUnreachable } from './upstream-failure';

export const PRICE_TTL_MS = 30_000;

const routerAbi = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)']);
const decimalsAbi = parseAbi(['function decimals() view returns (uint8)']);

export interface PricedToken {
  address: Address;
  decimals: number;
}

const priceKey = (chain: ChainClient, address: Address) => `price:${chain.config.caipNetworkId}:${address.toLowerCase()}`;
const same = (a: Address | undefined, b: Address | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** Routes worth quoting 1 token through: direct to the stablecoin, and via the wrapped native token. */
function routesOf(chain: ChainClient, token: Address, stablecoin: Address): Address[][] {
  const wrapped = chain.config.dex?.wrappedNative;
  const routes: Address[][] = [[token, stablecoin]];
  if (wrapped && !same(token, wrapped) && !same(wrapped, stablecoin)) routes.push([token, wrapped, stablecoin]);
  return routes;
}

async function quoteUsd(chain: ChainClient, tokens: PricedToken[]): Promise<number[]> {
  const { dex, stablecoin } = chain.config;
  if (!dex || !stablecoin) return tokens.map(() => 0);
  const knownStableDecimals = chain.config.tokens.find((token) => same(token.address, stablecoin))?.decimals;
  const routes = tokens.map((token) => (same(token.address, stablecoin) ? [] : routesOf(chain, token.address, stablecoin)));
  const quotes = routes.flatMap((tokenRoutes, index) =>
    tokenRoutes.map((path) => ({
      address: dex.router,
      abi: routerAbi,
      functionName: 'getAmountsOut' as const,
      args: [10n ** BigInt(tokens[index]!.decimals), path] as const,
    })),
  );
  const decimalsCall = { address: stablecoin, abi: decimalsAbi, functionName: 'decimals' as const };
  const contracts = knownStableDecimals === undefined ? [...quotes, decimalsCall] : quotes;
  if (contracts.length === 0) return tokens.map(() => 1);
  const results = await chain.client.multicall({ contracts, allowFailure: true, multicallAddress: chain.config.multicall3, batchSize: 0 });
  throwIfUnreachable(results);
  const stableDecimals = knownStableDecimals ?? Number(results.at(-1)?.result ?? 18);

  let next = 0;
  return tokens.map((token, index) => {
    let best = 0n;
    for (const _ of routes[index]!) {
      const result = results[next++]!;
      const amounts = result.status === 'success' ? (result.result as readonly bigint[]) : undefined;
      const out = amounts?.at(-1) ?? 0n;
      if (out > best) best = out;
    }
    if (same(token.address, stablecoin)) return 1;
    return Number(best) / 10 ** stableDecimals;
  });
}

/** How long a price is kept as "last known", for callers that take one rather than wait (see `lastKnown`). */
export const LAST_KNOWN_PRICE_TTL_MS = 10 * 60_000;
const lastKnownKey = (chain: ChainClient, address: Address) => `price-last:${chain.config.caipNetworkId}:${address.toLowerCase()}`;

/**
 * USD prices from the chain's Uniswap V2 pools against its stablecoin (the best of the direct and
 * wrapped-native routes for one whole token); 0 when no pool prices the token. Cached 30 s.
 * With `lastKnown`, a price whose 30 s are up but that was read in the last 10 minutes is answered
 * at once while a fresh lookup runs for the next caller (the spam heuristic, which must not make
 * every history page wait on the node twice a minute).
 */
export async function tokenPricesUsd(
  cache: Cache,
  chain: ChainClient,
  tokens: PricedToken[],
  options: { lastKnown?: boolean } = {},
): Promise<number[]> {
  const cached = await Promise.all(tokens.map((token) => cache.get<number>(priceKey(chain, token.address))));
  if (cached.every((price) => price !== undefined)) return cached as number[];
  if (options.lastKnown) {
    const last = await Promise.all(
      tokens.map((token, index) => (cached[index] === undefined ? cache.get<number>(lastKnownKey(chain, token.address)) : cached[index])),
    );
    if (last.every((price) => price !== undefined)) {
      lookUp(
        cache,
        chain,
        tokens.filter((_, index) => cached[index] === undefined),
      ).forEach((price) => price.catch(() => undefined));
      return last as number[];
    }
  }
  const fresh = lookUp(
    cache,
    chain,
    tokens.filter((_, index) => cached[index] === undefined),
  );
  let next = 0;
  return Promise.all(cached.map((price) => price ?? fresh[next++]!));
}

/** A price promise per token: the lookup already under way for it, or one multicall for those with none. */
function lookUp(cache: Cache, chain: ChainClient, tokens: PricedToken[]): Promise<number>[] {
  const running = lookupsOf(chain);
  const toQuote = tokens.filter((token) => !running.has(token.address.toLowerCase()));
  if (toQuote.length > 0) {
    const batch = quoteUsd(chain, toQuote).then(async (fresh) => {
      await Promise.all(
        toQuote.flatMap((token, index) => [
          cache.set(priceKey(chain, token.address), fresh[index] ?? 0, PRICE_TTL_MS),
          cache.set(lastKnownKey(chain, token.address), fresh[index] ?? 0, LAST_KNOWN_PRICE_TTL_MS),
        ]),
      );
      return fresh;
    });
    toQuote.forEach((token, index) => {
      const key = token.address.toLowerCase();
      const price = batch.then((fresh) => fresh[index] ?? 0);
      running.set(key, price);
      const forget = () => {
        if (running.get(key) === price) running.delete(key);
      };
      price.then(forget, forget);
    });
  }
  return tokens.map((token) => running.get(token.address.toLowerCase()) ?? Promise.resolve(0));
}

/**
 * Price lookups under way, per chain and token: the requests that miss the cache together (every
 * history page and balance read of a busy server once the 30 s are up) wait for one multicall
 * instead of each sending its own to the node.
 */
const lookups = new WeakMap<ChainClient, Map<string, Promise<number>>>();

function lookupsOf(chain: ChainClient): Map<string, Promise<number>> {
  let running = lookups.get(chain);
  if (!running) lookups.set(chain, (running = new Map()));
  return running;
}

/** The token whose pools price the chain's native currency. */
export function nativePriceToken(chain: ChainClient): PricedToken | undefined {
  const wrapped = chain.config.dex?.wrappedNative;
  return wrapped ? { address: getAddress(wrapped), decimals: chain.config.nativeCurrency.decimals } : undefined;
}
