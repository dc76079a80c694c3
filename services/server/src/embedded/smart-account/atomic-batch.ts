import { encodeFunctionData, parseAbi, type Address, type Hash, type TransactionSerializable } from 'viem';
import type { ChainClient } from '../../blockchain/chain-clients';
import { FEE_ERRORS } from '../fees/fee-errors';
import { planFees, type FeePlan, type FeeRequest } from '../fees/fee-plan';
import type { KeyVault } from '../key-vault';
import type { SealedKey } from '../sealed-key';
import { estimateGasOr } from '../routes/embedded-transaction';
import { isDelegatedTo } from './delegation-code';
import { refuseIfPredictedToRevert } from './revert-prediction';
import type { BatchCall } from './wallet-calls-params';

/** The one function of a batch executor this server calls (ChainConfig.batchExecutor). */
const batchExecutorAbi = parseAbi(['function execute((address to, uint256 value, bytes data)[] calls) payable']);

/**
 * Gas for a batch the node says reverts, for an estimate of its fees (sendAtomicBatch refuses to send
 * it): the delegation, the executor, and a bound per call.
 */
const gasIfReverting = (callCount: number) => 100_000n + 300_000n * BigInt(callCount);

export interface AtomicBatchInput {
  vault: KeyVault;
  chain: ChainClient;
  key: SealedKey;
  executor: Address;
  calls: BatchCall[];
}

/**
 * The batch as one unsigned transaction from the account to itself calling execute(calls), so they
 * all run or none does. Not yet delegated to `executor`, the transaction is EIP-7702's type 4 and
 * carries the account's authorization (nonce + 1: the account sends it itself); delegated, type 2.
 * Its gas and fees come from planFees: `approved` (the ones the user approved) within the caps, or
 * the network's estimate. The frame's preview shows `plan` and `delegates` before Approve.
 */
export async function atomicBatchTransaction(
  input: AtomicBatchInput,
  approved: FeeRequest = {},
): Promise<{ transaction: TransactionSerializable; plan: FeePlan; delegates: boolean }> {
  const { vault, chain, key, executor, calls } = input;
  const { client } = chain;
  const self = key.address;
  const chainId = chain.config.chainId;
  const [nonce, code] = await Promise.all([
    client.getTransactionCount({ address: self, blockTag: 'pending' }),
    client.getCode({ address: self }),
  ]);
  const authorizationList = isDelegatedTo(code, executor)
    ? undefined
    : [await vault.signAuthorization(key, { address: executor, chainId, nonce: nonce + 1 })];
  const data = encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls] });
  const value = calls.reduce((sum, call) => sum + call.value, 0n);
  const estimate = () =>
    estimateGasOr(
      () => client.estimateGas({ account: self, to: self, data, value, ...(authorizationList ? { authorizationList } : {}) }),
      gasIfReverting(calls.length),
    );
  // No floor for the gas cap: one transaction, whose estimate at the send is as good as at the preview.
  const plan = await planFees(chain, approved, { estimate });
  if (plan.type !== 'eip1559') throw FEE_ERRORS.legacyBatch();
  const { gas, maxFeePerGas, maxPriorityFeePerGas } = plan;
  const common = { chainId, to: self, data, value, nonce, gas, maxFeePerGas, maxPriorityFeePerGas };
  const transaction: TransactionSerializable = authorizationList
    ? { ...common, type: 'eip7702', authorizationList }
    : { ...common, type: 'eip1559' };
  return { transaction, plan, delegates: authorizationList !== undefined };
}

/** Signs and sends the batch's transaction. Run inside the sender's exclusive section, so nonces do not race. */
export async function sendAtomicBatch(input: AtomicBatchInput, approved?: FeeRequest): Promise<Hash> {
  const { transaction } = await atomicBatchTransaction(input, approved);
  await refuseIfPredictedToRevert(input.chain, input.key.address, transaction);
  const serializedTransaction = await input.vault.signTransaction(input.key, transaction);
  return input.chain.client.sendRawTransaction({ serializedTransaction });
}
