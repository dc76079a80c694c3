import type { ApprovalRequest } from './approval-request';
import { summarizeCalls, type CallsSummary } from './calls-summary';
import { summarizeFees, type FeeSummary } from './fee-summary';
import type { ChainNames } from './network-name';
import { readPersonalMessage, type ReadableMessage } from './personal-message';
import { summarizeTransaction, type TransactionSummary } from './transaction-summary';
import { summarizeTypedData, type TypedDataSummary } from './typed-data-summary';

/** A request decoded for the approval view; `raw` when its parameters could not be read (the server will refuse it). */
export type RequestSummary =
  | { kind: 'message'; message: ReadableMessage }
  | { kind: 'typed-data'; typedData: TypedDataSummary }
  | { kind: 'transaction'; transaction: TransactionSummary; fees?: FeeSummary }
  | { kind: 'calls'; batch: CallsSummary; fees?: FeeSummary }
  | { kind: 'raw'; method: string; params: string };

const paramsOf = (request: ApprovalRequest): unknown[] => (Array.isArray(request.params) ? request.params : []);

/** `names`: the server's names for its chains (the frame page's config). */
export function summarizeRequest(request: ApprovalRequest, names?: ChainNames): RequestSummary {
  const params = paramsOf(request);
  switch (request.method) {
    case 'personal_sign':
      if (params[0] !== undefined) return { kind: 'message', message: readPersonalMessage(params[0]) };
      break;
    case 'eth_signTypedData_v4': {
      const typedData = summarizeTypedData(params[1], names);
      if (typedData) return { kind: 'typed-data', typedData };
      break;
    }
    case 'eth_sendTransaction': {
      const transaction = summarizeTransaction(params[0], request.chainId, names);
      if (transaction) return { kind: 'transaction', transaction, ...(request.preview ? { fees: summarizeFees(request.preview, transaction.value) } : {}) };
      break;
    }
    case 'wallet_sendCalls': {
      const batch = summarizeCalls(params[0], request.chainId, request.atomic === true, names);
      const value = batch?.calls.reduce((sum, call) => sum + call.value, 0n) ?? 0n;
      if (batch) return { kind: 'calls', batch, ...(request.preview ? { fees: summarizeFees(request.preview, value) } : {}) };
      break;
    }
  }
  return { kind: 'raw', method: request.method, params: JSON.stringify(request.params ?? null) };
}
