import { mainnet } from 'viem/chains';
import { getEnsName, getEnsText } from 'viem/actions';
import type { ChainClient, ChainClients } from '../blockchain/chain-clients';

/** An ENS primary name (reverse record, forward-checked by the universal resolver) and its avatar record. */
export interface EnsIdentity {
  name: string;
  avatar: string | undefined;
}

export interface EnsIdentityReader {
  /** The chain ENS is read on for a request naming `chainId`: that chain when it has ENS, else the default ENS chain. */
  chainFor(chainId: string | undefined): ChainClient | undefined;
  /**
   * The primary ENS name of `address` on `chain` with its avatar, or undefined when it has none or the name is under
   * `ownSuffix` (those the registry answers). Throws when the chain fails.
   */
  identityOf(chain: ChainClient, address: `0x${string}`, ownSuffix: string): Promise<EnsIdentity | undefined>;
  /** The `avatar` text record of an ENS name on `chainId`'s chain if it has ENS, else the default ENS chain; or undefined. */
  avatarOf(name: string, chainId: string | undefined): Promise<string | undefined>;
}

/** A chain's universal resolver: its chains-file `ens.universalResolver`, or viem's for Ethereum mainnet. */
function universalResolverOf(chain: ChainClient): `0x${string}` | undefined {
  return chain.config.ens?.universalResolver ?? (chain.config.chainId === 1 ? mainnet.contracts.ensUniversalResolver.address : undefined);
}

export function createEnsIdentityReader(chains: ChainClients): EnsIdentityReader {
  const withEns = chains.all.filter((chain) => universalResolverOf(chain) !== undefined);
  const fallback = withEns.find((chain) => chain.config.chainId === 1) ?? withEns[0];
  const hasEns = new Set(withEns);
  const chainFor = (chainId: string | undefined) => {
    const asked = chains.find(chainId);
    return asked && hasEns.has(asked) ? asked : fallback;
  };
  return {
    chainFor,
    async identityOf(chain, address, ownSuffix) {
      const universalResolverAddress = universalResolverOf(chain)!;
      const name = await getEnsName(chain.client, { address, universalResolverAddress });
      if (!name || name.toLowerCase().endsWith(`.${ownSuffix}`)) return undefined;
      const avatar = await getEnsText(chain.client, { name, key: 'avatar', universalResolverAddress });
      return { name, avatar: avatar ?? undefined };
    },
    async avatarOf(name, chainId) {
      const chain = chainFor(chainId);
      if (!chain) return undefined;
      const avatar = await getEnsText(chain.client, { name, key: 'avatar', universalResolverAddress: universalResolverOf(chain)! });
      return avatar ?? undefined;
    },
  };
}
