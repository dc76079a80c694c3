import { isAddressEqual, type Address, type Hash, type Hex } from 'viem';
import type { ChainClient } from '../../blockchain/chain-clients';
import { rpcUnavailable } from '../../blockchain/upstream-failure';
import type { CallsBundle } from './calls-bundle-id';
import { SMART_ACCOUNT_ERRORS } from './smart-account-errors';

/** EIP-5792 v2 batch status codes. */
export const CALLS_STATUS = { pending: 100, confirmed: 200, reverted: 500, partiallyReverted: 600 } as const;

interface RawLog {
  address: Address;
  data: Hex;
  topics: Hex[];
}

export interface CallsReceipt {
  logs: RawLog[];
  status: Hex;
  blockHash: Hash;
  blockNumber: Hex;
  gasUsed: Hex;
  transactionHash: Hash;
}

/** A receipt as the node gives it: the answer's fields and the sender. */
interface RawReceipt extends CallsReceipt {
  from: Address;
}

export interface CallsStatusAnswer {
  version: '2.0.0';
  id: string;
  chainId: Hex;
  status: number;
  atomic: boolean;
  receipts: CallsReceipt[];
}

async function read<T>(chain: ChainClient, method: string, hash: Hash): Promise<T | null> {
  const response = await chain.rpc.request({ jsonrpc: '2.0', id: 1, method, params: [hash] });
  // A node that answers a receipt lookup with an error is as good as none for this question.
  if (response.error) throw rpcUnavailable();
  return (response.result ?? null) as T | null;
}

/** The sender of a hash: from its receipt once mined, else from the pending transaction; null if the node knows neither. */
async function lookUp(chain: ChainClient, hash: Hash): Promise<{ from: Address; receipt: RawReceipt | null } | null> {
  const receipt = await read<RawReceipt>(chain, 'eth_getTransactionReceipt', hash);
  if (receipt) return { from: receipt.from, receipt };
  const transaction = await read<{ from: Address }>(chain, 'eth_getTransactionByHash', hash);
  return transaction ? { from: transaction.from, receipt: null } : null;
}

function statusOf(bundle: CallsBundle, receipts: RawReceipt[]): number {
  if (receipts.length < bundle.hashes.length) return CALLS_STATUS.pending;
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length;
  if (bundle.atomic) return succeeded === 1 ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted;
  // Calls never sent (the node refused one part way) count as not done.
  if (succeeded === bundle.callCount) return CALLS_STATUS.confirmed;
  return succeeded === 0 ? CALLS_STATUS.reverted : CALLS_STATUS.partiallyReverted;
}

/**
 * wallet_getCallsStatus from the chain alone: every transaction of the bundle must be the
 * account's (else the id is not one of its bundles), and one the node does not know at all is
 * still on its way unless the node knows none of them.
 */
export async function callsStatus(input: {
  chain: ChainClient;
  bundle: CallsBundle;
  id: string;
  account: Address;
}): Promise<CallsStatusAnswer> {
  const { chain, bundle, id, account } = input;
  const found = await Promise.all(bundle.hashes.map((hash) => lookUp(chain, hash)));
  const known = found.filter((entry) => entry !== null);
  if (known.length === 0 || known.some((entry) => !isAddressEqual(entry.from, account))) throw SMART_ACCOUNT_ERRORS.unknownBundleId();
  const receipts = known.flatMap((entry) => (entry.receipt ? [entry.receipt] : []));
  return {
    version: '2.0.0',
    id,
    chainId: `0x${bundle.chainId.toString(16)}`,
    status: statusOf(bundle, receipts),
    atomic: bundle.atomic,
    receipts: receipts.map((receipt) => ({
      logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
      status: receipt.status,
      blockHash: receipt.blockHash,
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed,
      transactionHash: receipt.transactionHash,
    })),
  };
}
