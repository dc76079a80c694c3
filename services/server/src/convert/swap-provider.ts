import type { SwapQuote } from '@airlock/protocol';
import type { Address, Hex } from 'viem';
import type { SwapPair } from './swap-market';

export interface SwapBuildOptions {
  user: Address;
  amount: bigint;
  /** Percent, as the request gave it. */
  slippage: number;
  toAmountMin: bigint;
  /** Unix seconds. */
  deadline: number;
}

export interface BuiltSwap {
  to: Address;
  data: Hex;
  value: bigint;
  /** The least the transaction accepts, when the provider decides it (an aggregator does); else the caller's. */
  toAmountMin?: bigint;
}

/** Something that quotes swaps and builds their transactions: the chain's Uniswap pools, or an aggregator's API. */
export interface SwapProvider {
  readonly name: string;
  /** Quotes for `amount` of `pair.from`, best first; [] when it has no route. */
  quote(pair: SwapPair, amount: bigint): Promise<SwapQuote[]>;
  /** The transaction that carries out `quote` for `options.user`. */
  build(pair: SwapPair, quote: SwapQuote, options: SwapBuildOptions): Promise<BuiltSwap>;
  /** What the contract its transactions call may spend of the user's `pair.from`. */
  allowance(pair: SwapPair, user: Address): Promise<bigint>;
}
