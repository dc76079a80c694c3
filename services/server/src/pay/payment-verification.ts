import {
  decodeEventLog,
  decodeFunctionData,
  getAddress,
  type Hash,
  parseAbi,
  type TransactionReceipt,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';
import { isDelegatedTo } from '../embedded/smart-account/delegation-code';
import type { Settlement, StoredPayment } from './payment-store';

const transferEvent = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)']);
const batchExecutorAbi = parseAbi(['function execute((address to, uint256 value, bytes data)[] calls) payable']);

type Payer = `0x${string}`;

/** A transaction the chain's node has not seen this long after it was attached is not coming: the payment fails. */
export const UNSEEN_TRANSACTION_MS = 10 * 60_000;

async function receiptOf(chain: ChainClient, hash: Hash): Promise<TransactionReceipt | undefined> {
  try {
    return await chain.client.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
}

/** The `from` of a Transfer log of exactly the payment's units from the token to the recipient, wherever in the transaction it is. */
function tokenPayer(payment: StoredPayment, receipt: TransactionReceipt): Payer | undefined {
  const { token, recipient } = payment.receipt;
  for (const log of receipt.logs) {
    if (token.address === 'native' || getAddress(log.address) !== token.address) continue;
    try {
      const { args } = decodeEventLog({ abi: transferEvent, data: log.data, topics: log.topics });
      if (getAddress(args.to) === recipient && args.value === payment.units) return getAddress(args.from);
    } catch {
      // Another event of the token (Approval), or a Transfer of another standard (ERC-721's has no data).
    }
  }
  return undefined;
}

/**
 * The sender of a native transfer of exactly the payment's units to the recipient: the transaction's own value, or a call of
 * an EIP-7702 smart account's batch (a transaction to itself calling the configured executor's execute(calls)).
 */
async function nativePayer(chain: ChainClient, payment: StoredPayment, receipt: TransactionReceipt): Promise<Payer | undefined> {
  const transaction = await chain.client.getTransaction({ hash: receipt.transactionHash });
  const { recipient } = payment.receipt;
  const sender = getAddress(transaction.from);
  if (transaction.to && getAddress(transaction.to) === recipient && transaction.value === payment.units) return sender;
  const executor = chain.config.batchExecutor;
  if (!executor || !transaction.to || getAddress(transaction.to) !== sender) return undefined;
  const code = await chain.client.getCode({ address: sender, blockNumber: receipt.blockNumber });
  if (!isDelegatedTo(code, executor)) return undefined;
  try {
    const { args } = decodeFunctionData({ abi: batchExecutorAbi, data: transaction.input });
    const paid = args[0].some((call) => getAddress(call.to) === recipient && call.value === payment.units);
    return paid ? sender : undefined;
  } catch {
    return undefined;
  }
}

const UNSEEN = 'the transaction was not found on the chain';

/** Whether an attached transaction, not mined, is also unknown to the node long after it was attached (a hash that never was sent). */
async function unseenFor(chain: ChainClient, payment: StoredPayment, hash: Hash, now: number): Promise<boolean> {
  if (!payment.attachedAt || now - payment.attachedAt.getTime() < UNSEEN_TRANSACTION_MS) return false;
  try {
    await chain.client.getTransaction({ hash });
    return false;
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return true;
    throw error;
  }
}

/**
 * What the chain says of `hash` for the payment: undefined while it is not mined; paid when it succeeded after the payment was
 * made and moved exactly the amount of the token to the recipient (an ERC-20 Transfer log, or the native value); else failed.
 */
export async function verifyPayment(
  chain: ChainClient,
  payment: StoredPayment,
  hash: Hash,
  now = Date.now(),
): Promise<Settlement | undefined> {
  const receipt = await receiptOf(chain, hash);
  if (!receipt) return (await unseenFor(chain, payment, hash, now)) ? { status: 'failed', payer: null, failure: UNSEEN } : undefined;
  const from = getAddress(receipt.from);
  if (receipt.status !== 'success') return { status: 'failed', payer: from, failure: 'the transaction reverted' };
  if (receipt.blockNumber <= payment.createdBlock)
    return { status: 'failed', payer: from, failure: 'the transaction was mined before the payment was made' };
  const { amount, token, recipient } = payment.receipt;
  const payer = token.address === 'native' ? await nativePayer(chain, payment, receipt) : tokenPayer(payment, receipt);
  if (!payer) return { status: 'failed', payer: from, failure: `it does not send ${amount} ${token.symbol} to ${recipient}` };
  const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber });
  return { status: 'paid', payer, paidAt: new Date(Number(block.timestamp) * 1000) };
}
