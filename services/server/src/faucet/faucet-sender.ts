import type { FaucetResponse } from '@airlock/protocol';
import { createWalletClient, type Address, type Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { viemChainOf, viemTransportOf, type ChainClient } from '../blockchain/chain-clients';
import { FaucetEmptyError, isInsufficientFunds } from './faucet-empty-error';
import { FaucetPartialError } from './faucet-partial-error';
import { planFaucetGrant, type FaucetWallet } from './faucet-plan';
import { faucetTransfers } from './faucet-transfers';

export interface FaucetSender {
  /**
   * Sends the chain's configured native and token amounts to `to`; resolves once all are mined.
   * Throws FaucetEmptyError, with nothing sent, when the faucet cannot pay all of them.
   */
  fund(chain: ChainClient, to: Address): Promise<FaucetResponse>;
}

export function createFaucetSender(): FaucetSender {
  // One faucet key per chain checks its funds and sends in sequence, so concurrent requests never
  // race for a nonce or spend what another request's check counted on.
  const queues = new Map<string, Promise<unknown>>();
  const wallets = new Map<string, FaucetWallet>();

  const walletFor = (chain: ChainClient): FaucetWallet => {
    const key = chain.config.caipNetworkId;
    let wallet = wallets.get(key);
    if (!wallet) {
      wallet = createWalletClient({
        account: privateKeyToAccount(chain.config.faucet!.privateKey),
        chain: viemChainOf(chain.config),
        transport: viemTransportOf(chain.rpc),
      });
      wallets.set(key, wallet);
    }
    return wallet;
  };

  const send = async (chain: ChainClient, to: Address): Promise<FaucetResponse> => {
    const wallet = walletFor(chain);
    const sent: FaucetResponse = { transactions: [], funded: [] };
    // Once something went out, a later failure must not hand the grant back.
    const failed = (error: unknown) => {
      if (sent.transactions.length > 0) return new FaucetPartialError(sent, error);
      if (isInsufficientFunds(error))
        return new FaucetEmptyError(chain.config.caipNetworkId, 'the node refused a transfer for insufficient funds', { cause: error });
      return error;
    };
    try {
      const plan = await planFaucetGrant(chain, wallet, to, faucetTransfers(chain.config));
      for (const transfer of plan) {
        sent.transactions.push(await wallet.sendTransaction({ ...transfer.call, gas: transfer.gas, ...transfer.fees }));
        sent.funded.push({ symbol: transfer.symbol, amount: transfer.amount });
      }
      for (const hash of sent.transactions) {
        const receipt = await chain.client.waitForTransactionReceipt({ hash: hash as Hash, timeout: 30_000 });
        if (receipt.status !== 'success') throw new Error(`Faucet transaction ${hash} reverted`);
      }
    } catch (error) {
      throw failed(error);
    }
    return sent;
  };

  return {
    fund(chain, to) {
      const key = chain.config.caipNetworkId;
      const result = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => send(chain, to));
      queues.set(key, result);
      return result;
    },
  };
}
