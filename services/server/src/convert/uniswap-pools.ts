import { decodeFunctionResult, encodeFunctionData, getAddress, zeroAddress, type Address } from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';
import type { Cache } from '../cache/cache';
import { singleFlight } from '../cache/single-flight';
import type { SwapConfig } from '../config/chain-config';
import { aggregate, type AggregateCall } from './multicall-aggregate';
import { v2FactoryAbi, v3FactoryAbi } from './uniswap-abis';

/** Pools are created rarely: which exist between a route's tokens is looked up once a minute, not per quote. */
export const POOLS_TTL_MS = 60_000;

/** The pools that exist between the tokens a quote may route through, keyed by `pairKey` (V2) and `poolKey` (V3). */
export interface PoolMap {
  v2: Record<string, Address>;
  v3: Record<string, Address>;
}

export const pairKey = (a: Address, b: Address) => [a.toLowerCase(), b.toLowerCase()].sort().join(':');
export const poolKey = (a: Address, b: Address, fee: number) => `${pairKey(a, b)}:${fee}`;

/** Every token pair a route from `from` to `to` can use: direct, and into and out of each intermediate. */
export function routePairs(swap: SwapConfig, from: Address, to: Address): [Address, Address][] {
  const ends = new Set([from.toLowerCase(), to.toLowerCase()]);
  const via = swap.intermediates.filter((token) => !ends.has(token.toLowerCase()));
  return [
    [from, to],
    ...via.flatMap((token): [Address, Address][] => [
      [from, token],
      [token, to],
    ]),
  ];
}

const loads = singleFlight<PoolMap>();

/** The V2 pairs and V3 pools (each fee tier) among the route's tokens, read in one multicall and cached a minute. */
export async function poolsBetween(cache: Cache, chain: ChainClient, swap: SwapConfig, from: Address, to: Address): Promise<PoolMap> {
  const key = `swap-pools:${chain.config.caipNetworkId}:${pairKey(from, to)}`;
  const cached = await cache.get<PoolMap>(key);
  if (cached) return cached;
  return loads(key, async () => {
    const pools = await readPools(chain, swap, routePairs(swap, from, to));
    await cache.set(key, pools, POOLS_TTL_MS);
    return pools;
  });
}

async function readPools(chain: ChainClient, swap: SwapConfig, pairs: [Address, Address][]): Promise<PoolMap> {
  const lookups: { kind: 'v2' | 'v3'; key: string; call: AggregateCall }[] = [];
  for (const [a, b] of pairs) {
    if (swap.v2Factory)
      lookups.push({
        kind: 'v2',
        key: pairKey(a, b),
        call: { target: swap.v2Factory, callData: encodeFunctionData({ abi: v2FactoryAbi, functionName: 'getPair', args: [a, b] }) },
      });
    if (swap.v3Factory && swap.quoter)
      for (const fee of swap.v3Fees)
        lookups.push({
          kind: 'v3',
          key: poolKey(a, b, fee),
          call: { target: swap.v3Factory, callData: encodeFunctionData({ abi: v3FactoryAbi, functionName: 'getPool', args: [a, b, fee] }) },
        });
  }
  const results = await aggregate(
    chain,
    lookups.map((lookup) => lookup.call),
  );
  const pools: PoolMap = { v2: {}, v3: {} };
  lookups.forEach((lookup, index) => {
    const data = results[index];
    if (!data) return;
    const address = decodeFunctionResult({ abi: v2FactoryAbi, functionName: 'getPair', data });
    if (address !== zeroAddress) pools[lookup.kind][lookup.key] = getAddress(address);
  });
  return pools;
}
