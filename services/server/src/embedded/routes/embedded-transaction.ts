import { BaseError, type Address, type Hash, type Hex, type TransactionSerializable } from 'viem';
import { z } from 'zod';
import type { ChainClient } from '../../blockchain/chain-clients';
import { evmAddress } from '../../blockchain/request-schemas';
import { isExecutionReverted, isRpcUnavailable, rpcUnavailable } from '../../blockchain/upstream-failure';
import type { KeyVault } from '../key-vault';
import type { SealedKey } from '../sealed-key';
import { EMBEDDED_ERRORS } from './embedded-errors';

const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, { error: 'must be a 0x hex quantity' })
  .transform((value) => BigInt(value));
const data = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/, { error: 'must be 0x hex bytes' });

/** eth_sendTransaction's one parameter (EIP-1474); what is left out is filled from the chain. */
export const transactionParam = z.object({
  from: evmAddress.optional(),
  to: evmAddress.nullable().optional(),
  value: quantity.optional(),
  data: data.optional(),
  input: data.optional(),
  gas: quantity.optional(),
  nonce: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  gasPrice: quantity.optional(),
  chainId: quantity.optional(),
});

export type TransactionParam = z.infer<typeof transactionParam>;

export interface SendOptions {
  /**
   * Gas to send with when the node says the transaction reverts while estimating: a call of a
   * batch may depend on an earlier one that is not yet mined. Without it such a transaction is refused.
   */
  gasIfReverting?: bigint;
}

/** The node's gas estimate, or `gasIfReverting` when the node says the transaction would revert. */
export async function estimateGasOr(estimate: () => Promise<bigint>, gasIfReverting: bigint | undefined): Promise<bigint> {
  try {
    return await estimate();
  } catch (error) {
    if (gasIfReverting !== undefined && isExecutionReverted(error)) return gasIfReverting;
    throw error;
  }
}

/**
 * Sends from one address one at a time in this process, so two sends never take the same nonce.
 * (Several server processes sharing users would need a shared lock; the node's pending nonce covers
 * a send that already reached it.)
 */
export function createEmbeddedTransactionSender(vault: KeyVault) {
  const queues = new Map<Address, Promise<unknown>>();

  async function prepareSignSend(chain: ChainClient, key: SealedKey, tx: TransactionParam, options: SendOptions): Promise<Hash> {
    const { client } = chain;
    const to = tx.to ?? undefined;
    const callData = (tx.data ?? tx.input) as Hex | undefined;
    const value = tx.value ?? 0n;
    const nonce = tx.nonce !== undefined ? Number(tx.nonce) : await client.getTransactionCount({ address: key.address, blockTag: 'pending' });
    const gas = tx.gas ?? (await estimateGasOr(() => client.estimateGas({ account: key.address, to, value, data: callData }), options.gasIfReverting));
    const common = { chainId: chain.config.chainId, to, value, data: callData, gas, nonce };
    let transaction: TransactionSerializable;
    if (tx.gasPrice !== undefined) {
      transaction = { ...common, type: 'legacy', gasPrice: tx.gasPrice };
    } else {
      const fees = tx.maxFeePerGas !== undefined && tx.maxPriorityFeePerGas !== undefined ? undefined : await client.estimateFeesPerGas();
      transaction = {
        ...common,
        type: 'eip1559',
        maxFeePerGas: tx.maxFeePerGas ?? fees!.maxFeePerGas,
        maxPriorityFeePerGas: tx.maxPriorityFeePerGas ?? fees!.maxPriorityFeePerGas,
      };
    }
    const serializedTransaction = await vault.signTransaction(key, transaction);
    return client.sendRawTransaction({ serializedTransaction });
  }

  /** Runs `work` once no other send from this address is under way; the node's refusals as API errors. */
  async function exclusive<T>(address: Address, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(address) ?? Promise.resolve();
    const result = previous.catch(() => undefined).then(work);
    queues.set(address, result);
    try {
      return await result;
    } catch (error) {
      if (isRpcUnavailable(error)) throw rpcUnavailable();
      // The node refused it (a revert while estimating gas, funds, nonce, fee caps): the caller's to fix.
      if (error instanceof BaseError) throw EMBEDDED_ERRORS.transactionRejected(error.shortMessage);
      throw error;
    } finally {
      if (queues.get(address) === result) queues.delete(address);
    }
  }

  return {
    /** Fills nonce, gas and fees from the chain, signs with the user's key and broadcasts; the hash. */
    async send(chain: ChainClient, key: SealedKey, tx: TransactionParam, options: SendOptions = {}): Promise<Hash> {
      if (tx.nonce !== undefined && tx.nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw EMBEDDED_ERRORS.invalidParams('nonce is too large');
      return exclusive(key.address, () => prepareSignSend(chain, key, tx, options));
    },
    /** For another kind of send from the key (wallet_sendCalls' batch): one at a time with the others. */
    exclusive,
  };
}
