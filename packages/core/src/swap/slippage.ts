import { MAX_SWAP_SLIPPAGE } from '@airlock/protocol';

export { DEFAULT_SWAP_SLIPPAGE, MAX_SWAP_SLIPPAGE, minimumReceived } from '@airlock/protocol';
export const MIN_SWAP_SLIPPAGE = 0.01;

const PERCENT = /^\d{1,2}(?:\.\d{0,2})?$|^\.\d{1,2}$/;

/** The slippage tolerance typed, in percent, when it is a number from 0.01 to 50 with at most two decimals. */
export function parseSlippage(text: string): number | undefined {
  const trimmed = text.trim();
  if (!PERCENT.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= MIN_SWAP_SLIPPAGE && value <= MAX_SWAP_SLIPPAGE ? value : undefined;
}
