import type { CallFrame, Hex, ParityTrace } from './node-types';

/** A transaction's outermost call as a trace saw it: what the transaction itself sent. */
export interface TracedCall {
  from: string;
  /** The callee; for a contract creation, the new contract (absent where the trace leaves it out). */
  to?: string;
  creation: boolean;
  /** Absent where the trace leaves it out. */
  value?: Hex;
  /** The calldata, or the init code of a creation. */
  input?: Hex;
}

const CREATION_TYPES = new Set(['CREATE', 'CREATE2']);

/** The outermost call of a callTracer result. */
export function tracedCallFromFrame(root: CallFrame): TracedCall {
  return {
    from: root.from.toLowerCase(),
    to: root.to?.toLowerCase(),
    creation: CREATION_TYPES.has(root.type.toUpperCase()),
    value: root.value,
    input: root.input,
  };
}

/** The outermost call of each transaction in parity's trace_block list, by transaction hash. */
export function tracedCallsFromParityTraces(traces: ParityTrace[]): Map<string, TracedCall> {
  const calls = new Map<string, TracedCall>();
  for (const trace of traces) {
    if (!trace.transactionHash || trace.traceAddress.length !== 0 || !trace.action.from) continue;
    const creation = trace.type === 'create';
    calls.set(trace.transactionHash.toLowerCase(), {
      from: trace.action.from.toLowerCase(),
      to: (creation ? trace.result?.address : trace.action.to)?.toLowerCase(),
      creation,
      value: trace.action.value,
      input: creation ? trace.action.init : trace.action.input,
    });
  }
  return calls;
}
