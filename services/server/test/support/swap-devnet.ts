import type { Devnet } from '@airlock/devnet';
import { createPublicClient, createWalletClient, erc20Abi, http, type Address, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainConfig } from '../../src/config/chain-config';
import { devnetChainConfigs } from './devnet-chain-configs';

/** The devnet chains as the devnet's chains file describes them, with its `swap` routing (V2 and V3 through SwapRouter02). */
export function swapChainConfigs(rpcUrls: readonly string[]): ChainConfig[] {
  const chains = devnetChainConfigs(rpcUrls);
  if (!chains.every((chain) => chain.swap)) throw new Error('the devnet chains file has no swap key');
  return chains;
}

/** A devnet account that sends what the convert API built, and reads its balances. */
export function swapUser(devnet: Devnet, index: number) {
  const account = privateKeyToAccount(devnet.accounts[index]!.privateKey);
  const transport = http(devnet.chains[0].rpcUrl);
  const chain = null;
  const wallet = createWalletClient({ account, transport });
  const reader = createPublicClient({ transport }) as PublicClient;
  return {
    address: account.address,
    reader,
    async send(tx: { to: string; data: string; value: string; eip155?: { gas?: string } }, gas?: bigint) {
      const hash = await wallet.sendTransaction({
        chain,
        to: tx.to as Address,
        data: tx.data as Hex,
        value: BigInt(tx.value),
        gas: gas ?? (tx.eip155?.gas ? BigInt(tx.eip155.gas) : undefined),
      });
      return reader.waitForTransactionReceipt({ hash });
    },
    balanceOf: (token: Address) =>
      reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] }),
    ethBalance: () => reader.getBalance({ address: account.address }),
  };
}
