/** A V2 pair's reserves are uint112: a swap that would take its balance past that reverts (UniswapV2: OVERFLOW). */
const MAX_V2_RESERVE = 2n ** 112n - 1n;

/** Uniswap V2's getAmountOut: the 0.3% fee taken from the input, then x·y = k; 0 when the pair cannot take the amount. */
export function v2AmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n || reserveIn + amountIn > MAX_V2_RESERVE) return 0n;
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}

/** A V3 pool's mid price (token1 per token0, in smallest units) from slot0's sqrtPriceX96. */
export function v3MidPrice(sqrtPriceX96: bigint, zeroForOne: boolean): number {
  const root = Number(sqrtPriceX96) / 2 ** 96;
  const price = root * root;
  return zeroForOne ? price : 1 / price;
}

/** The pools' fees along a route, in the from token's smallest unit: what each hop keeps of what enters it. */
export function routeFee(amountIn: bigint, fees: readonly number[]): bigint {
  let kept = amountIn;
  for (const fee of fees) kept = (kept * BigInt(1_000_000 - fee)) / 1_000_000n;
  return amountIn - kept;
}

/**
 * Percent by which `amountOut` falls short of `amountIn` at the route's mid price before the swap (the product of its
 * hops' mid prices), pool fees included as Uniswap's interface counts them; 0 when it does not fall short.
 */
export function priceImpactPercent(amountIn: bigint, amountOut: bigint, midPrice: number): number {
  const ideal = Number(amountIn) * midPrice;
  if (!(ideal > 0) || !Number.isFinite(ideal)) return 0;
  const impact = (1 - Number(amountOut) / ideal) * 100;
  return impact > 0 ? Math.round(impact * 10_000) / 10_000 : 0;
}
