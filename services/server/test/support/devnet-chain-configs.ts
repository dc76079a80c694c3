import { devnetChainsFile } from '@airlock/devnet';
import type { ChainConfig } from '../../src/config/chain-config';
import { parseChainsFile } from '../../src/config/chains-file';

/** The two devnet chains at `rpcUrls`, as the server reads them from the devnet's chains file. */
export function devnetChainConfigs(rpcUrls?: readonly string[]): ChainConfig[] {
  return parseChainsFile(devnetChainsFile(rpcUrls));
}
