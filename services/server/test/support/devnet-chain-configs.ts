import { devnetChainsFile } from '@airlock/devnet';
import type { ChainConfig } from '../../src/config/chain-config';
import { parseChainsFile } from '../../src/config/chains-file';

/**
 * The two devnet chains at `rpcUrls`, as the server reads them from the devnet's chains file. Without `rpcUrls` (the
 * default ports, where a developer's `npm start` devnet may run) the ENS resolver owner key and the on-ramp treasury key
 * are left out, so a test server never points that devnet's resolver at itself nor spends its treasury.
 */
export function devnetChainConfigs(rpcUrls?: readonly string[]): ChainConfig[] {
  const chains = parseChainsFile(devnetChainsFile(rpcUrls));
  if (rpcUrls) return chains;
  return chains.map(({ ens, onramp: _treasury, ...chain }) => ({ ...chain, ens: { ...ens, resolverOwnerKey: undefined } }));
}
