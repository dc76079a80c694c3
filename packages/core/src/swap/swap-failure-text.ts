import { isAirlockError } from '../errors/airlock-error';
import { toChainNodeError } from '../errors/chain-node-error';
import type { SendMessages, SwapMessages } from '../i18n/catalogue-types';
import { chainNodeErrorText } from '../send/chain-node-error-text';

/** How routers (Uniswap's, aggregators') word a swap that would give less than its minimum. */
const SLIPPAGE_REVERT = /too little received|insufficient[_ ]output[_ ]amount|too much requested|return amount is not enough|slippage/i;

export interface SwapFailureTexts {
  swap: SwapMessages;
  send: SendMessages;
  userRejected: string;
}

/**
 * What the visitor reads when a swap fails: a revert for slippage (or a swap reverted without a reason, which a
 * swap router does when the price moved past the minimum) as the slippage message; another spec §8 chain node
 * error in the catalogue's words; the wallet's refusal; else `fallback`.
 */
export function swapFailureText(error: unknown, texts: SwapFailureTexts, fallback: string): string {
  const nodeError = toChainNodeError(error);
  if (nodeError?.kind === 'executionReverted' && (!nodeError.reason || SLIPPAGE_REVERT.test(nodeError.reason)))
    return texts.swap.slippageExceeded;
  if (nodeError) return chainNodeErrorText(nodeError, texts.send);
  if (isAirlockError(error, 'USER_REJECTED') || (error as { rpcCode?: unknown } | undefined)?.rpcCode === 4001) return texts.userRejected;
  if (error instanceof Error && SLIPPAGE_REVERT.test(error.message)) return texts.swap.slippageExceeded;
  return fallback;
}
