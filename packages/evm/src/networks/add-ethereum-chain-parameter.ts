import type { Network } from '@airlock/core';

/** What a wallet needs to add this network (EIP-3085), sent when it answers 4902 to a switch. */
export function toAddEthereumChainParameter(network: Network) {
  const explorer = network.blockExplorers?.default;
  return {
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer.url] } : {}),
  };
}
