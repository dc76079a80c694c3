import type { SwapQuote } from '@airlock/protocol';

/** The swap's network fee in wei: the quote's gas at the network's standard gas price; undefined while either is unknown. */
export function swapNetworkFee(quote: SwapQuote | undefined, gasPrice: bigint | undefined): bigint | undefined {
  if (!quote?.gas || gasPrice === undefined || !/^\d+$/.test(quote.gas)) return undefined;
  return BigInt(quote.gas) * gasPrice;
}
