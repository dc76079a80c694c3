import type { Address } from 'viem';
import type { SwapConfig } from '../config/chain-config';
import { pairKey, type PoolMap, poolKey } from './uniswap-pools';

/** Uniswap V2 pools all charge 0.3%. */
export const V2_FEE = 3000;
/** Quotes per request are bounded: past this many candidate routes the rest are not tried. */
export const MAX_CANDIDATES = 64;

/** A route through existing pools, all of one protocol (SwapRouter02 has no single call for a mixed V2/V3 path). */
export interface RouteCandidate {
  protocol: 'uniswap-v2' | 'uniswap-v3';
  /** The tokens in order, `hops + 1` of them. */
  tokens: Address[];
  /** Per hop: the pool's fee (hundredths of a basis point) and its address. */
  fees: number[];
  pools: Address[];
}

/** Every fee combination of the hops whose pools exist. */
function feeCombinations(pools: PoolMap, tokens: Address[], fees: number[]): { fees: number[]; pools: Address[] }[] {
  let combinations: { fees: number[]; pools: Address[] }[] = [{ fees: [], pools: [] }];
  for (let hop = 0; hop < tokens.length - 1; hop++) {
    const next: typeof combinations = [];
    for (const fee of fees) {
      const pool = pools.v3[poolKey(tokens[hop]!, tokens[hop + 1]!, fee)];
      if (pool) for (const partial of combinations) next.push({ fees: [...partial.fees, fee], pools: [...partial.pools, pool] });
    }
    combinations = next;
  }
  return combinations;
}

/** The routes worth quoting from `from` to `to` (routing addresses: wrapped native for native): direct and one hop. */
export function routeCandidates(swap: SwapConfig, pools: PoolMap, from: Address, to: Address): RouteCandidate[] {
  const ends = new Set([from.toLowerCase(), to.toLowerCase()]);
  const via = swap.intermediates.filter((token) => !ends.has(token.toLowerCase()));
  const paths: Address[][] = [[from, to], ...via.map((token) => [from, token, to])];
  const candidates: RouteCandidate[] = [];
  for (const tokens of paths) {
    const v2Pools = tokens.slice(1).map((token, hop) => pools.v2[pairKey(tokens[hop]!, token)]);
    if (v2Pools.every((pool) => pool !== undefined))
      candidates.push({ protocol: 'uniswap-v2', tokens, fees: v2Pools.map(() => V2_FEE), pools: v2Pools as Address[] });
    for (const combination of feeCombinations(pools, tokens, swap.v3Fees))
      candidates.push({ protocol: 'uniswap-v3', tokens, ...combination });
  }
  return candidates.slice(0, MAX_CANDIDATES);
}
