import { decodeErrorResult, type Address, type Hex, type TransactionSerializable } from 'viem';
import type { ChainClient } from '../../blockchain/chain-clients';
import { isExecutionReverted } from '../../blockchain/upstream-failure';
import { SMART_ACCOUNT_ERRORS } from './smart-account-errors';
import { errorCauses } from '../../http/error-causes';

/** The revert data a node sent with its refusal, from anywhere in viem's cause chain. */
function revertData(error: unknown): Hex | undefined {
  for (const cause of errorCauses(error)) {
    const data = (cause as { data?: unknown }).data;
    if (typeof data === 'string' && /^0x(?:[0-9a-fA-F]{2}){4,}$/.test(data)) return data as Hex;
  }
  return undefined;
}

/** Error(string)'s reason, Panic(uint256)'s code, or a custom error's selector; undefined without revert data. */
export function revertReason(error: unknown): string | undefined {
  const data = revertData(error);
  if (!data) return undefined;
  try {
    const decoded = decodeErrorResult({ data });
    if (decoded.errorName === 'Error') return String(decoded.args?.[0]);
    const panicCode = decoded.errorName === 'Panic' ? decoded.args?.[0] : undefined;
    if (typeof panicCode === 'bigint') return `panic 0x${panicCode.toString(16)}`;
  } catch {
    // Not one of Solidity's built-in errors: name it by its selector.
  }
  return `custom error ${data.slice(0, 10)}`;
}

/**
 * Asks the node (eth_estimateGas on the pending state) whether what is about to be signed would
 * revert, and refuses it (CALLS_WOULD_REVERT) before anything is signed or sent, so the user pays
 * nothing. Any other failure of the prediction (funds, an unreachable node) is left to the send,
 * which reports it as it always has.
 */
export async function refuseIfPredictedToRevert(
  chain: ChainClient,
  from: Address,
  transaction: Pick<TransactionSerializable, 'to' | 'data' | 'value'> & { authorizationList?: unknown },
): Promise<void> {
  const { to, data, value, authorizationList } = transaction;
  try {
    await chain.client.estimateGas({
      account: from,
      to: to ?? undefined,
      data,
      value,
      blockTag: 'pending',
      ...(authorizationList ? { authorizationList: authorizationList as never } : {}),
    });
  } catch (error) {
    if (isExecutionReverted(error)) throw SMART_ACCOUNT_ERRORS.callsWouldRevert(revertReason(error));
  }
}
