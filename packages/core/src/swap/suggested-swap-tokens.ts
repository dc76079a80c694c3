import type { SwapToken } from '@airlock/protocol';

/** Spec §9: the suggested and popular swap token symbols, in the order the picker shows them. */
export const SUGGESTED_SWAP_SYMBOLS: readonly string[] = ['ETH', 'UNI', 'USDC', 'USDT', 'WETH', 'DAI', 'WBTC', 'LINK', 'AAVE', 'MATIC'];

/** The suggested symbols the network lists, in their order. */
export function suggestedSwapTokens(tokens: readonly SwapToken[]): SwapToken[] {
  return SUGGESTED_SWAP_SYMBOLS.flatMap((symbol) => tokens.find((token) => token.symbol.toUpperCase() === symbol) ?? []);
}
