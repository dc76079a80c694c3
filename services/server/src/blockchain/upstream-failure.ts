import { ApiError } from '../http/api-error';
import { RpcUnavailableError } from '../rpc/upstream-error';
import { errorCauses } from '../http/error-causes';

function causedBy(error: unknown, matches: (cause: Error) => boolean): boolean {
  return errorCauses(error).some(matches);
}

/** viem wraps transport failures; this finds one anywhere in the cause chain. */
export function isRpcUnavailable(error: unknown): boolean {
  return causedBy(error, (cause) => cause instanceof RpcUnavailableError);
}

const REJECTED_BY_RECIPIENT = new Set(['ExecutionRevertedError', 'ContractFunctionRevertedError', 'EstimateGasExecutionError']);

/** The transaction itself fails (a revert, or an old-style assert while estimating gas), not the sender's funds. */
export function isExecutionReverted(error: unknown): boolean {
  return (
    causedBy(error, (cause) => REJECTED_BY_RECIPIENT.has(cause.name)) &&
    !causedBy(error, (cause) => cause.name === 'InsufficientFundsError' || isRpcUnavailable(cause))
  );
}

/** A multicall with allowFailure hides transport failures in its results; an outage must not look like empty data. */
export function throwIfUnreachable(results: readonly { status: string; error?: unknown }[]): void {
  const unreachable = results.find((result) => result.status === 'failure' && isRpcUnavailable(result.error));
  if (unreachable) throw unreachable.error;
}

/** The chain's node did not answer: a dependency outage, so 503 and a hint when to retry. */
export const rpcUnavailable = () => new ApiError(503, 'RPC_UNAVAILABLE', 'RPC upstream unavailable', 5);
