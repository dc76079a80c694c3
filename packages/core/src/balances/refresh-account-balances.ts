import type { ChainNamespace } from '../caip/namespace';
import type { ClientContext } from '../client/client-context';
import { refreshBalance } from '../client/wallet-actions';
import { loadModule } from '../modules/load-module';

/** The native balance from the wallet's network, and the token list from the server when there is one. */
export async function refreshAccountBalances(
  context: ClientContext,
  namespace: ChainNamespace,
  options: { force?: boolean } = {},
): Promise<void> {
  await Promise.all([refreshBalance(context, namespace), refreshTokens(context, namespace, options)]);
}

// Token balances are only seen in the Account view, so their code is loaded on first use.
async function refreshTokens(context: ClientContext, namespace: ChainNamespace, options: { force?: boolean }): Promise<void> {
  const { refreshTokenBalances } = await loadModule(() => import('./token-balance-fetch'));
  await refreshTokenBalances(context, namespace, options);
}
