import { decodeFunctionResult, encodeFunctionData, type Address } from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';
import type { SwapConfig } from '../config/chain-config';
import { aggregate, type AggregateCall } from './multicall-aggregate';
import type { RouteCandidate } from './route-candidates';
import { priceImpactPercent, routeFee, v2AmountOut, v3MidPrice } from './route-math';
import { quoterV2Abi, v2PairAbi, v3PoolAbi } from './uniswap-abis';
import { encodeV3Path } from './v3-path';

/** Uniswap's routing estimates for V2 swaps (its smart-order-router's base and per-extra-hop costs); V3 gas comes from QuoterV2. */
const V2_BASE_GAS = 135_000n;
const V2_HOP_GAS = 50_000n;

export interface RouteQuote {
  candidate: RouteCandidate;
  amountOut: bigint;
  priceImpact: number;
  fee: bigint;
  gas: bigint;
}

const lower = (address: Address) => address.toLowerCase();

/**
 * QuoterV2 swaps with no price limit, so a pool that runs out of liquidity stops at the last price it allows and the
 * quote is for part of the amount only: a price after the swap at either limit means the route cannot fill it.
 */
const PRICE_LIMITS = new Set([4295128739n + 1n, 1461446703485210103287273052203988822378723970342n - 1n]);

/**
 * Quotes every candidate route for `amountIn` in ONE Multicall3 eth_call: the reserves of each V2 pair (the amounts
 * follow with V2's own math, as the router's getAmountsOut does), slot0 of each V3 pool (its mid price) and QuoterV2's
 * quoteExactInput for each V3 path (which simulates the swap through every tick it crosses). Price impact compares the
 * output with the mid price before the swap: V2 reserves' ratio, V3 slot0's sqrtPriceX96 — both read in the same call,
 * so both sides of the comparison are the same block. Routes that cannot fill the amount are left out. Best first.
 */
export async function quoteRoutes(
  chain: ChainClient,
  swap: SwapConfig,
  candidates: RouteCandidate[],
  amountIn: bigint,
): Promise<RouteQuote[]> {
  const calls: AggregateCall[] = [];
  const v2Index = new Map<string, number>();
  const v3Index = new Map<string, number>();
  const quoteIndex = new Map<RouteCandidate, number>();
  for (const candidate of candidates) {
    for (const pool of candidate.pools) {
      const index = candidate.protocol === 'uniswap-v2' ? v2Index : v3Index;
      if (index.has(lower(pool))) continue;
      index.set(lower(pool), calls.length);
      calls.push({
        target: pool,
        callData:
          candidate.protocol === 'uniswap-v2'
            ? encodeFunctionData({ abi: v2PairAbi, functionName: 'getReserves' })
            : encodeFunctionData({ abi: v3PoolAbi, functionName: 'slot0' }),
      });
    }
    if (candidate.protocol === 'uniswap-v3' && swap.quoter) {
      quoteIndex.set(candidate, calls.length);
      const path = encodeV3Path(candidate.tokens, candidate.fees);
      calls.push({
        target: swap.quoter,
        callData: encodeFunctionData({ abi: quoterV2Abi, functionName: 'quoteExactInput', args: [path, amountIn] }),
      });
    }
  }
  const results = await aggregate(chain, calls);

  const quotes: RouteQuote[] = [];
  for (const candidate of candidates) {
    const quote =
      candidate.protocol === 'uniswap-v2'
        ? quoteV2(candidate, amountIn, v2Index, results)
        : quoteV3(candidate, amountIn, v3Index, quoteIndex, results);
    if (quote && quote.amountOut > 0n) quotes.push(quote);
  }
  return quotes.sort((a, b) => (b.amountOut > a.amountOut ? 1 : b.amountOut < a.amountOut ? -1 : 0));
}

type Results = Awaited<ReturnType<typeof aggregate>>;

function quoteV2(candidate: RouteCandidate, amountIn: bigint, index: Map<string, number>, results: Results): RouteQuote | undefined {
  let amount = amountIn;
  let mid = 1;
  for (let hop = 0; hop < candidate.pools.length; hop++) {
    const data = results[index.get(lower(candidate.pools[hop]!))!];
    if (!data) return undefined;
    const [reserve0, reserve1] = decodeFunctionResult({ abi: v2PairAbi, functionName: 'getReserves', data });
    const zeroForOne = lower(candidate.tokens[hop]!) < lower(candidate.tokens[hop + 1]!);
    const [reserveIn, reserveOut] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0];
    if (reserveIn === 0n || reserveOut === 0n) return undefined;
    mid *= Number(reserveOut) / Number(reserveIn);
    amount = v2AmountOut(amount, reserveIn, reserveOut);
  }
  const gas = V2_BASE_GAS + V2_HOP_GAS * BigInt(candidate.pools.length - 1);
  return {
    candidate,
    amountOut: amount,
    priceImpact: priceImpactPercent(amountIn, amount, mid),
    fee: routeFee(amountIn, candidate.fees),
    gas,
  };
}

function quoteV3(
  candidate: RouteCandidate,
  amountIn: bigint,
  slot0Index: Map<string, number>,
  quoteIndex: Map<RouteCandidate, number>,
  results: Results,
): RouteQuote | undefined {
  const at = quoteIndex.get(candidate);
  const data = at === undefined ? undefined : results[at];
  if (!data) return undefined;
  const [amountOut, pricesAfter, , gas] = decodeFunctionResult({ abi: quoterV2Abi, functionName: 'quoteExactInput', data });
  if (pricesAfter.some((price) => PRICE_LIMITS.has(price))) return undefined;
  let mid = 1;
  for (let hop = 0; hop < candidate.pools.length; hop++) {
    const slot0 = results[slot0Index.get(lower(candidate.pools[hop]!))!];
    if (!slot0) return undefined;
    const [sqrtPriceX96] = decodeFunctionResult({ abi: v3PoolAbi, functionName: 'slot0', data: slot0 });
    mid *= v3MidPrice(sqrtPriceX96, lower(candidate.tokens[hop]!) < lower(candidate.tokens[hop + 1]!));
  }
  return { candidate, amountOut, priceImpact: priceImpactPercent(amountIn, amountOut, mid), fee: routeFee(amountIn, candidate.fees), gas };
}
