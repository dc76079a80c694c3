import type { SwapToken } from '@airlock/protocol';
import { sameSwapToken } from './swap-token-address';

/**
 * The token a caller named in `open({ view: 'Swap', data: { swap } })`: by CAIP-10 or plain address, or by symbol
 * (any case); undefined when the network lists no such token.
 */
export function findSwapToken(tokens: readonly SwapToken[], ref: string | undefined): SwapToken | undefined {
  const wanted = ref?.trim();
  if (!wanted) return undefined;
  if (/0x[0-9a-fA-F]{40}$/.test(wanted)) return tokens.find((token) => sameSwapToken(token.address, wanted));
  const symbol = wanted.toUpperCase();
  return tokens.find((token) => token.symbol.toUpperCase() === symbol);
}
