import { getAddress, type Address } from 'viem';

interface SessionLike {
  namespaces: Record<string, { accounts: string[]; chains?: string[] }>;
}

/** The session's eip155 addresses, one each, in the wallet's order (accounts are `eip155:<chain>:<address>`). */
export function sessionAddresses(session: SessionLike): Address[] {
  const accounts = session.namespaces.eip155?.accounts ?? [];
  const addresses = accounts.map((account) => getAddress(account.split(':')[2] ?? ''));
  return [...new Set(addresses)];
}

/** The eip155 chain ids the wallet approved. */
export function sessionChainIds(session: SessionLike): number[] {
  const namespace = session.namespaces.eip155;
  const fromChains = namespace?.chains ?? [];
  const fromAccounts = (namespace?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':'));
  return [...new Set([...fromChains, ...fromAccounts])].map((chain) => Number(chain.split(':')[1])).filter(Number.isInteger);
}
