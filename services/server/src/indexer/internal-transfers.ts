import type { CallFrame, Hex, ParityTrace } from './node-types';

/** Native value moved by a call inside a transaction (not the transaction's own value). */
export interface InternalTransfer {
  from: string;
  to: string;
  value: bigint;
}

const VALUE_TYPES = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT']);

/** The value-carrying calls under a callTracer root, in call order; a reverted frame and all below it moved nothing. */
export function internalTransfersFromCallFrame(root: CallFrame): InternalTransfer[] {
  const transfers: InternalTransfer[] = [];
  const visit = (frame: CallFrame) => {
    if (frame.error) return;
    const value = frame.value ? BigInt(frame.value) : 0n;
    if (value > 0n && frame.to && VALUE_TYPES.has(frame.type.toUpperCase())) {
      transfers.push({ from: frame.from.toLowerCase(), to: frame.to.toLowerCase(), value });
    }
    frame.calls?.forEach(visit);
  };
  if (!root.error) root.calls?.forEach(visit);
  return transfers;
}

/** The same from parity's flat trace_block list, by transaction hash. */
export function internalTransfersFromParityTraces(traces: ParityTrace[]): Map<string, InternalTransfer[]> {
  const byTransaction = new Map<string, InternalTransfer[]>();
  const failed = new Map<string, string[]>();
  for (const trace of traces) {
    if (!trace.transactionHash) continue;
    const hash = trace.transactionHash.toLowerCase();
    const path = trace.traceAddress.join(',');
    const failedPaths = failed.get(hash) ?? [];
    const underFailure = failedPaths.some((prefix) => prefix === '' || path === prefix || path.startsWith(`${prefix},`));
    if (trace.error) failed.set(hash, [...failedPaths, path]);
    if (trace.error || underFailure || trace.traceAddress.length === 0) continue;
    const { from, to, value } = movedValue(trace);
    if (!from || !to || value === 0n) continue;
    const list = byTransaction.get(hash) ?? [];
    list.push({ from: from.toLowerCase(), to: to.toLowerCase(), value });
    byTransaction.set(hash, list);
  }
  return byTransaction;
}

function movedValue(trace: ParityTrace): { from?: Hex; to?: Hex; value: bigint } {
  const { action } = trace;
  if (trace.type === 'call' && action.callType !== 'delegatecall' && action.callType !== 'staticcall' && action.callType !== 'callcode') {
    return { from: action.from, to: action.to, value: action.value ? BigInt(action.value) : 0n };
  }
  if (trace.type === 'create') return { from: action.from, to: trace.result?.address, value: action.value ? BigInt(action.value) : 0n };
  if (trace.type === 'suicide')
    return { from: action.address, to: action.refundAddress, value: action.balance ? BigInt(action.balance) : 0n };
  return { value: 0n };
}
