import type { SessionTypes } from '@walletconnect/types';

/** A session's namespaces with one more chain and its account; `undefined` if the chain is already there. */
export function namespacesWithChain(
  namespaces: SessionTypes.Namespaces,
  caipChainId: string,
  caipAccount: string,
): SessionTypes.Namespaces | undefined {
  const key = caipChainId.split(':')[0]!;
  const current = namespaces[key];
  if (!current) return undefined;
  const chains = current.chains ?? current.accounts.map((account) => account.split(':').slice(0, 2).join(':'));
  if (chains.includes(caipChainId)) return undefined;
  return {
    ...namespaces,
    [key]: { ...current, chains: [...chains, caipChainId], accounts: [...current.accounts, caipAccount] },
  };
}
