import { encodeFunctionData, parseAbi, type Address, type Hash, type TransactionSerializable } from 'viem';
import type { ChainClient } from '../../blockchain/chain-clients';
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

/**
 * Sends the calls as one transaction from the account to itself calling execute(calls), so they
 * all run or none does. Not yet delegated to `executor`, the transaction is EIP-7702's type 4 and
 * carries the account's authorization (nonce + 1: the account sends it itself); delegated, type 2.
 * Run inside the sender's exclusive section, so nonces do not race.
 */
export async function sendAtomicBatch(input: { vault: KeyVault; chain: ChainClient; key: SealedKey; executor: Address; calls: BatchCall[] }): Promise<Hash> {
  const { vault, chain, key, executor, calls } = input;
  const { client } = chain;
  const self = key.address;
  const chainId = chain.config.chainId;
  const [nonce, code] = await Promise.all([client.getTransactionCount({ address: self, blockTag: 'pending' }), client.getCode({ address: self })]);
  const authorizationList = isDelegatedTo(code, executor) ? undefined : [await vault.signAuthorization(key, { address: executor, chainId, nonce: nonce + 1 })];
  const data = encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls] });
  const value = calls.reduce((sum, call) => sum + call.value, 0n);
  const gas = await estimateGasOr(
    () => client.estimateGas({ account: self, to: self, data, value, ...(authorizationList ? { authorizationList } : {}) }),
    gasIfReverting(calls.length),
  );
  const fees = await client.estimateFeesPerGas();
  const common = { chainId, to: self, data, value, gas, nonce, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
  const transaction: TransactionSerializable = authorizationList ? { ...common, type: 'eip7702', authorizationList } : { ...common, type: 'eip1559' };
  await refuseIfPredictedToRevert(input.chain, input.key.address, transaction);
  const serializedTransaction = await vault.signTransaction(key, transaction);
  return client.sendRawTransaction({ serializedTransaction });
}
