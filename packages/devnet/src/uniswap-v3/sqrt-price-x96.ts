/** The floor of the square root of a non-negative bigint (Newton's method, exact). */
export function integerSqrt(value: bigint): bigint {
  if (value < 0n) throw new RangeError('integerSqrt of a negative number');
  if (value < 2n) return value;
  let root = value;
  let next = (root + 1n) / 2n;
  while (next < root) {
    root = next;
    next = (root + value / root) / 2n;
  }
  return root;
}

/**
 * A Uniswap V3 pool's initial sqrtPriceX96 for a price of `amount1` raw units of token1 per `amount0`
 * raw units of token0 (token0 the lower address; raw units carry each token's decimals):
 * floor(sqrt(amount1 / amount0) * 2^96), exactly, since floor(sqrt(floor(x))) = floor(sqrt(x)).
 */
export function sqrtPriceX96(amount0: bigint, amount1: bigint): bigint {
  return integerSqrt((amount1 << 192n) / amount0);
}
