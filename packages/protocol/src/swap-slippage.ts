/** Spec §9: a swap's slippage tolerance in percent (1 = 1%), and the most a swap may be built with. */
export const DEFAULT_SWAP_SLIPPAGE = 1;
export const MAX_SWAP_SLIPPAGE = 50;

/**
 * The least of `toAmount` a swap with `slippage` percent tolerance accepts, rounded down (exact: basis points). The
 * server builds the router's minimum with it and the modal shows it in the review, so both must agree to the unit.
 */
export function minimumReceived(toAmount: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100));
  return (toAmount * (10_000n - basisPoints)) / 10_000n;
}
