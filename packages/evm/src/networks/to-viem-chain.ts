import type { Network } from '@airlock/core';
import { defineChain, type Chain } from 'viem';
import { evmChainId } from './evm-chain-id';

export function toViemChain(network: Network): Chain {
  const explorer = network.blockExplorers?.default;
  return defineChain({
    id: evmChainId(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: {
      default: {
        http: network.rpcUrls.default.http,
        ...(network.rpcUrls.default.webSocket ? { webSocket: network.rpcUrls.default.webSocket } : {}),
      },
    },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    ...(network.contracts ? { contracts: network.contracts } : {}),
    testnet: network.testnet ?? false,
  });
}
