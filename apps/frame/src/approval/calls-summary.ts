import { chainNumber, networkName, type ChainNames } from './network-name';
import { summarizeTransaction, type TransactionSummary } from './transaction-summary';

/** What wallet_sendCalls (EIP-5792) sends, as the approval view lists it. */
export interface CallsSummary {
  calls: TransactionSummary[];
  network: string;
  /** One atomic batch (all calls or none) or one transaction after another. */
  atomic: boolean;
}

/** The server refuses larger batches; the view never lists more. */
export const MAX_BATCH_CALLS = 10;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each call of the batch decoded like a transaction; undefined when the batch cannot be read (the server will refuse it). */
export function summarizeCalls(
  batch: unknown,
  requestChainId: number | string,
  atomic: boolean,
  names?: ChainNames,
  unnamedChain?: string,
): CallsSummary | undefined {
  if (!isObject(batch) || !Array.isArray(batch.calls) || batch.calls.length === 0 || batch.calls.length > MAX_BATCH_CALLS) return undefined;
  const chainId = typeof batch.chainId === 'string' && chainNumber(batch.chainId) !== undefined ? batch.chainId : requestChainId;
  const calls: TransactionSummary[] = [];
  for (const call of batch.calls) {
    const summary = summarizeTransaction(call, chainId, names, unnamedChain);
    if (!summary) return undefined;
    calls.push(summary);
  }
  return { calls, network: networkName(chainId, names, unnamedChain), atomic };
}
