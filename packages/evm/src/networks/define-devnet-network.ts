import type { Network } from '@airlock/core';
import { DEVNET_ENS_CONTRACTS } from './devnet-ens-contracts';

export interface DevnetNetworkParameters {
  chainId: number;
  name: string;
  rpcUrl: string;
}

/**
 * A local test chain (anvil) paying in 18-decimal ETH, for tests and apps that pick their own port.
 * Not flagged `testnet`: the devnet's prices come from its own seeded pools, so its USD values are
 * meaningful, where a public testnet's are not (those show $0.00, spec §9). Its ENS contracts are the devnet's, so viem
 * resolves names on it (`airlock.id` names through the Airlock server's gateway).
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
    contracts: DEVNET_ENS_CONTRACTS,
  };
}
