import { devnetChainsFile } from '@airlock/devnet';
import type { ChainConfig } from '../../src/config/chain-config';
import { parseChainsFile } from '../../src/config/chains-file';

/**
 * The two devnet chains at `rpcUrls`, as the server reads them from the devnet's chains file. Without `rpcUrls` (the
 * default ports, where a developer's `npm start` devnet may run) the ENS resolver owner key is left out, so a test
 * server never points that devnet's resolver at itself.
 */
export function devnetChainConfigs(rpcUrls?: readonly string[]): ChainConfig[] {
  const chains = parseChainsFile(devnetChainsFile(rpcUrls));
  if (rpcUrls) return chains;
  return chains.map(({ ens, ...chain }) => ({ ...chain, ens: { ...ens, resolverOwnerKey: undefined } }));
}
