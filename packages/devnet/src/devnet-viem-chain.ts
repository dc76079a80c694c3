import { defineChain, type Chain } from 'viem';
import { DEVNET_ADDRESSES } from './devnet-addresses';

/** A viem chain for a devnet chain, with Multicall3 and ENS wired up so `multicall` and `getEnsAddress` (and the rest) work. */
export function defineDevnetChain(chain: { chainId: number; name: string; rpcUrl: string }): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: {
      multicall3: { address: DEVNET_ADDRESSES.multicall3, blockCreated: 1 },
      ensRegistry: { address: DEVNET_ADDRESSES.ensRegistry },
      ensUniversalResolver: { address: DEVNET_ADDRESSES.ensUniversalResolver },
    },
    testnet: true,
  });
}
