import type { ApprovalRequest } from './approval-request';
import { summarizeCalls, type CallsSummary } from './calls-summary';
import { summarizeFees, type FeeSummary } from './fee-summary';
import type { FrameMessages } from '../i18n/frame-messages';
import { frame as english } from '../i18n/locales/en';
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

/** `names`: the server's names for its chains (the frame page's config); `text` and `locale`: the frame's words and number format. */
export function summarizeRequest(
  request: ApprovalRequest,
  names?: ChainNames,
  text: FrameMessages = english,
  locale = 'en',
): RequestSummary {
  const params = paramsOf(request);
  const unnamed = text.details.chainNumbered;
  switch (request.method) {
    case 'personal_sign':
      if (params[0] !== undefined) return { kind: 'message', message: readPersonalMessage(params[0]) };
      break;
    case 'eth_signTypedData_v4': {
      const typedData = summarizeTypedData(params[1], names, unnamed);
      if (typedData) return { kind: 'typed-data', typedData };
      break;
    }
    case 'eth_sendTransaction': {
      const transaction = summarizeTransaction(params[0], request.chainId, names, unnamed);
      if (transaction)
        return {
          kind: 'transaction',
          transaction,
          ...(request.preview ? { fees: summarizeFees(request.preview, transaction.value, text, locale) } : {}),
        };
      break;
    }
    case 'wallet_sendCalls': {
      const batch = summarizeCalls(params[0], request.chainId, request.atomic === true, names, unnamed);
      const value = batch?.calls.reduce((sum, call) => sum + call.value, 0n) ?? 0n;
      if (batch) return { kind: 'calls', batch, ...(request.preview ? { fees: summarizeFees(request.preview, value, text, locale) } : {}) };
      break;
    }
  }
  return { kind: 'raw', method: request.method, params: JSON.stringify(request.params ?? null) };
}
