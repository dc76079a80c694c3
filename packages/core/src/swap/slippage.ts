/** Spec §9: the swap's slippage tolerance, in percent (1 = 1%). */
export const DEFAULT_SWAP_SLIPPAGE = 1;
export const MIN_SWAP_SLIPPAGE = 0.01;
export const MAX_SWAP_SLIPPAGE = 50;

const PERCENT = /^\d{1,2}(?:\.\d{0,2})?$|^\.\d{1,2}$/;

/** The slippage tolerance typed, in percent, when it is a number from 0.01 to 50 with at most two decimals. */
export function parseSlippage(text: string): number | undefined {
  const trimmed = text.trim();
  if (!PERCENT.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= MIN_SWAP_SLIPPAGE && value <= MAX_SWAP_SLIPPAGE ? value : undefined;
}

/** The least of `toAmount` a swap with `slippage` percent tolerance accepts, rounded down (exact: basis points). */
export function minimumReceived(toAmount: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100));
  return (toAmount * (10_000n - basisPoints)) / 10_000n;
}
