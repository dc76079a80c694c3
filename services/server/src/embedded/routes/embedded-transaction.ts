import { BaseError, type Address, type Hash, type Hex, type TransactionSerializable } from 'viem';
import { z } from 'zod';
import type { ChainClient } from '../../blockchain/chain-clients';
import { evmAddress } from '../../blockchain/request-schemas';
import { isExecutionReverted, isRpcUnavailable, rpcUnavailable } from '../../blockchain/upstream-failure';
import { planFees, transactionFees, type FeePlan, type FeeRequest } from '../fees/fee-plan';
import type { KeyVault } from '../key-vault';
import type { SealedKey } from '../sealed-key';
import { EMBEDDED_ERRORS } from './embedded-errors';

const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, { error: 'must be a 0x hex quantity' })
  .transform((value) => BigInt(value));
const data = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/, { error: 'must be 0x hex bytes' });

const NO_DELEGATION =
  'EIP-7702 authorizations are not accepted on eth_sendTransaction: the approval screen cannot show what they delegate to';

/**
 * eth_sendTransaction's one parameter (EIP-1474); what is left out is filled from the chain. An
 * EIP-7702 authorization list (or type 4) is refused: the account would be handed to a contract
 * the user was never shown.
 */
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
  authorizationList: z.undefined({ error: NO_DELEGATION }).optional(),
  type: z
    .union([z.string(), z.number()])
    .refine((type) => !['0x4', '0x04', '4', 4].includes(type), { error: NO_DELEGATION })
    .optional(),
});

export type TransactionParam = z.infer<typeof transactionParam>;

export interface SendOptions {
  /**
   * Gas to send with when the node says the transaction reverts while estimating: a call of a
   * batch may depend on an earlier one that is not yet mined. Without it such a transaction is refused.
   */
  gasIfReverting?: bigint;
}

/** The fee fields a transaction names. */
export const requestedFees = (tx: FeeRequest): FeeRequest => ({
  gas: tx.gas,
  gasPrice: tx.gasPrice,
  maxFeePerGas: tx.maxFeePerGas,
  maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
});

/** The gas and fees `tx` is sent with from `from` (the preview shows exactly these). */
export function planTransactionFees(chain: ChainClient, from: Address, tx: TransactionParam, options: SendOptions = {}): Promise<FeePlan> {
  const to = tx.to ?? undefined;
  const callData = (tx.data ?? tx.input) as Hex | undefined;
  const estimate = () =>
    estimateGasOr(() => chain.client.estimateGas({ account: from, to, value: tx.value ?? 0n, data: callData }), options.gasIfReverting);
  return planFees(chain, requestedFees(tx), { estimate, ifReverting: options.gasIfReverting });
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
    const nonce =
      tx.nonce !== undefined ? Number(tx.nonce) : await client.getTransactionCount({ address: key.address, blockTag: 'pending' });
    const plan = await planTransactionFees(chain, key.address, tx, options);
    const transaction: TransactionSerializable = {
      chainId: chain.config.chainId,
      to: tx.to ?? undefined,
      value: tx.value ?? 0n,
      data: (tx.data ?? tx.input) as Hex | undefined,
      nonce,
      ...transactionFees(plan),
    };
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
    /**
     * Fills nonce, gas and fees from the chain (fees the request names only within the caps), signs with the user's key and broadcasts; the
     * hash.
     */
    async send(chain: ChainClient, key: SealedKey, tx: TransactionParam, options: SendOptions = {}): Promise<Hash> {
      if (tx.nonce !== undefined && tx.nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw EMBEDDED_ERRORS.invalidParams('nonce is too large');
      return exclusive(key.address, () => prepareSignSend(chain, key, tx, options));
    },
    /** For another kind of send from the key (wallet_sendCalls' batch): one at a time with the others. */
    exclusive,
  };
}
