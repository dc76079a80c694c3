import type { Network } from '@airlock/core';

export interface DevnetNetworkParameters {
  chainId: number;
  name: string;
  rpcUrl: string;
}

/**
 * A local test chain (anvil) paying in 18-decimal ETH, for tests and apps that pick their own port.
 * Not flagged `testnet`: the devnet's prices come from its own seeded pools, so its USD values are
 * meaningful, where a public testnet's are not (those show $0.00, spec §9). Add `contracts` (the devnet's
 * `ensUniversalResolver`, DEVNET_ADDRESSES of @airlock/devnet) for viem to resolve ENS names on it; they are left out
 * here as every dApp would carry them in its first load.
 */
export function defineDevnetNetwork({ chainId, name, rpcUrl }: DevnetNetworkParameters): Network {
  return {
    id: chainId,
    name,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: false,
  };
}
