import type { Address, Hex } from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';
import { isRpcUnavailable } from '../blockchain/upstream-failure';
import { SWAP_ERRORS } from './swap-errors';
import { errorCauses } from '../http/error-causes';

/** The revert reason the node gave (`execution reverted: STF`), or a short description. */
function revertReason(error: unknown): string {
  for (const cause of errorCauses(error)) {
    const reason = (cause as { reason?: unknown }).reason;
    if (typeof reason === 'string' && reason) return reason;
    const match = /execution reverted:?\s*([^\n]*)/i.exec(cause.message);
    if (match?.[1]?.trim()) return match[1].trim().slice(0, 200);
  }
  return 'the transaction reverts';
}

/**
 * Gas and gas price for the swap as the user would send it. A node that does not answer is a 503 (thrown on); a swap
 * the node says would fail is the caller's 400: too little ETH, or a revert such as STF (the router could not take
 * the tokens: allowance too low or balance insufficient) or "Too little received".
 */
export async function estimateSwapGas(chain: ChainClient, tx: { from: Address; to: Address; data: Hex; value: bigint }) {
  try {
    const [gas, gasPrice] = await Promise.all([
      chain.client.estimateGas({ account: tx.from, to: tx.to, data: tx.data, value: tx.value }),
      chain.client.getGasPrice(),
    ]);
    return { gas: String(gas), gasPrice: String(gasPrice) };
  } catch (error) {
    if (isRpcUnavailable(error)) throw error;
    if (errorCauses(error).some((cause) => cause.name === 'InsufficientFundsError')) throw SWAP_ERRORS.insufficientFunds();
    throw SWAP_ERRORS.wouldRevert(revertReason(error));
  }
}
