import { BaseError, type Address, type Hash, type Hex, type TransactionSerializable } from 'viem';
import { z } from 'zod';
import type { ChainClient } from '../../blockchain/chain-clients';
import { evmAddress } from '../../blockchain/request-schemas';
import { isRpcUnavailable, rpcUnavailable } from '../../blockchain/upstream-failure';
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

/**
 * Sends from one address one at a time in this process, so two sends never take the same nonce.
 * (Several server processes sharing users would need a shared lock; the node's pending nonce covers
 * a send that already reached it.)
 */
export function createEmbeddedTransactionSender(vault: KeyVault) {
  const queues = new Map<Address, Promise<unknown>>();

  async function prepareSignSend(chain: ChainClient, key: SealedKey, tx: TransactionParam): Promise<Hash> {
    const { client } = chain;
    const to = tx.to ?? undefined;
    const callData = (tx.data ?? tx.input) as Hex | undefined;
    const value = tx.value ?? 0n;
    const nonce = tx.nonce !== undefined ? Number(tx.nonce) : await client.getTransactionCount({ address: key.address, blockTag: 'pending' });
    const gas = tx.gas ?? (await client.estimateGas({ account: key.address, to, value, data: callData }));
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

  return {
    /** Fills nonce, gas and fees from the chain, signs with the user's key and broadcasts; the hash. */
    async send(chain: ChainClient, key: SealedKey, tx: TransactionParam): Promise<Hash> {
      if (tx.nonce !== undefined && tx.nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw EMBEDDED_ERRORS.invalidParams('nonce is too large');
      const previous = queues.get(key.address) ?? Promise.resolve();
      const result = previous.catch(() => undefined).then(() => prepareSignSend(chain, key, tx));
      queues.set(key.address, result);
      try {
        return await result;
      } catch (error) {
        if (isRpcUnavailable(error)) throw rpcUnavailable();
        // The node refused it (a revert while estimating gas, funds, nonce, fee caps): the caller's to fix.
        if (error instanceof BaseError) throw EMBEDDED_ERRORS.transactionRejected(error.shortMessage);
        throw error;
      } finally {
        if (queues.get(key.address) === result) queues.delete(key.address);
      }
    },
  };
}
