import { DEVNET_ADDRESSES, type Devnet } from '@airlock/devnet';
import { createPublicClient, createWalletClient, erc20Abi, http, type Address, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainConfig } from '../../src/config/chain-config';
import { tokenIconFor } from '../../src/config/token-icons';
import { devnetChainConfigs } from './devnet-chain-configs';

const addresses = DEVNET_ADDRESSES as Record<string, Address | undefined>;

/**
 * The devnet chains with swaps: the `swap` key the devnet's chains file writes, or (a devnet without one) the same
 * routing built from its addresses.
 */
export function swapChainConfigs(rpcUrls: readonly string[]): ChainConfig[] {
  const uni = addresses.uni ? { address: addresses.uni, name: 'Uniswap', symbol: 'UNI', decimals: 18 } : undefined;
  return devnetChainConfigs(rpcUrls).map((chain) => ({
    ...chain,
    tokens:
      uni && !chain.tokens.some((token) => token.symbol === 'UNI')
        ? [...chain.tokens, { ...uni, iconUrl: tokenIconFor(uni.symbol) }]
        : chain.tokens,
    swap: chain.swap ?? {
      router: addresses.swapRouter02 ?? DEVNET_ADDRESSES.uniswapV2Router,
      wrappedNative: DEVNET_ADDRESSES.weth,
      v2Factory: DEVNET_ADDRESSES.uniswapV2Factory,
      v3Factory: addresses.uniswapV3Factory,
      quoter: addresses.uniswapV3QuoterV2,
      v3Fees: [100, 500, 3000, 10000],
      intermediates: [DEVNET_ADDRESSES.weth, DEVNET_ADDRESSES.usdc],
    },
  }));
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
