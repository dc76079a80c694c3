import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { buildApprovedNamespaces } from '@walletconnect/utils';
import type { SupportedNamespaces } from './supported-namespace';

/**
 * The session namespaces for a proposal: what it requires (or throws, naming what is missing)
 * plus what it would like (`optionalNamespaces`, where universal-provider puts everything) that
 * the wallet has. Throws if nothing at all is left.
 */
export function approveNamespaces(proposal: ProposalTypes.Struct, supported: SupportedNamespaces): SessionTypes.Namespaces {
  const namespaces = buildApprovedNamespaces({ proposal, supportedNamespaces: supported });
  if (Object.keys(namespaces).length === 0) {
    throw new Error(
      `The wallet supports none of the proposed chains (it has ${Object.values(supported)
        .flatMap((n) => n.chains)
        .join(', ')}).`,
    );
  }
  return namespaces;
}
