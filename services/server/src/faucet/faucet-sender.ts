import type { FaucetResponse } from '@airlock/protocol';
import { createWalletClient, erc20Abi, parseUnits, type Address, type Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { viemChainOf, viemTransportOf, type ChainClient } from '../blockchain/chain-clients';
import { FaucetPartialError } from './faucet-partial-error';

export interface FaucetSender {
  /** Sends the chain's configured native and token amounts to `to`; resolves once all are mined. */
  fund(chain: ChainClient, to: Address): Promise<FaucetResponse>;
}

export function createFaucetSender(): FaucetSender {
  // One faucet key per chain sends in sequence, so concurrent requests never race for a nonce.
  const queues = new Map<string, Promise<unknown>>();

  const send = async (chain: ChainClient, to: Address): Promise<FaucetResponse> => {
    const faucet = chain.config.faucet!;
    const wallet = createWalletClient({
      account: privateKeyToAccount(faucet.privateKey),
      chain: viemChainOf(chain.config),
      transport: viemTransportOf(chain.rpc),
    });
    const sent: FaucetResponse = { transactions: [], funded: [] };
    const transfers: Array<{ symbol: string; amount: string; send: () => Promise<Hash> }> = [];
    const native = chain.config.nativeCurrency;
    if (Number(faucet.nativeAmount) > 0) {
      transfers.push({
        symbol: native.symbol,
        amount: faucet.nativeAmount,
        send: () => wallet.sendTransaction({ to, value: parseUnits(faucet.nativeAmount, native.decimals) }),
      });
    }
    for (const [symbol, amount] of Object.entries(faucet.tokenAmounts)) {
      const token = chain.config.tokens.find((candidate) => candidate.symbol === symbol);
      if (!token || !(Number(amount) > 0)) continue;
      transfers.push({
        symbol,
        amount,
        send: () => wallet.writeContract({ address: token.address, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, token.decimals)] }),
      });
    }
    // Once something went out, a later failure must not hand the grant back.
    const failed = (error: unknown) => (sent.transactions.length > 0 ? new FaucetPartialError(sent, error) : error);
    for (const transfer of transfers) {
      try {
        sent.transactions.push(await transfer.send());
      } catch (error) {
        throw failed(error);
      }
      sent.funded.push({ symbol: transfer.symbol, amount: transfer.amount });
    }
    for (const hash of sent.transactions) {
      const receipt = await chain.client.waitForTransactionReceipt({ hash: hash as Hash, timeout: 30_000 });
      if (receipt.status !== 'success') throw new FaucetPartialError(sent, new Error(`Faucet transaction ${hash} reverted`));
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
