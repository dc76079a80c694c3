import type { ChainNamespace } from '../caip/namespace';
import type { Network } from './network';

/** Stands in for a network the wallet is on but the dApp did not configure (spec §4). */
export function unsupportedNetwork(chainNamespace: ChainNamespace, chainId: number | string): Network {
  return {
    id: chainId,
    name: 'Unknown Network',
    caipNetworkId: `${chainNamespace}:${chainId}`,
    chainNamespace,
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  };
}

export function findNetwork(networks: readonly Network[], chainNamespace: ChainNamespace, chainId: number | string): Network | undefined {
  return networks.find((network) => network.chainNamespace === chainNamespace && String(network.id) === String(chainId));
}
