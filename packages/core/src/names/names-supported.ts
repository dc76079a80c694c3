import type { Network } from '../network/network';

/** Spec §5 and §9: names and profiles are looked up on EVM networks only, and not on test networks. */
export function namesSupported(network: Network | undefined): network is Network {
  return network?.chainNamespace === 'eip155' && !network.testnet;
}
