import type { ChainNamespace } from '../caip/namespace';
import type { ClientContext } from '../client/client-context';
import { refreshBalance } from '../client/wallet-actions';
import { ModuleLoadError } from '../errors/module-load-error';
import { loadModule } from '../modules/load-module';

/**
 * The native balance from the wallet's network, and from the server when there is one: the token list and the
 * account's name and avatar (spec §7 identity).
 */
export async function refreshAccountBalances(
  context: ClientContext,
  namespace: ChainNamespace,
  options: { force?: boolean } = {},
): Promise<void> {
  await Promise.all([refreshBalance(context, namespace), refreshLookups(context, namespace, options)]);
}

// Token balances and the account's name are only seen once connected, so their code is loaded on first use. A chunk
// that did not load was warned about by loadModule; the wallet's balance still shows, and the next refresh loads again.
async function refreshLookups(context: ClientContext, namespace: ChainNamespace, options: { force?: boolean }): Promise<void> {
  let lookups: typeof import('../client/account-lookups');
  try {
    lookups = await loadModule(() => import('../client/account-lookups'));
  } catch (error) {
    if (error instanceof ModuleLoadError) return;
    throw error;
  }
  await lookups.refreshAccountLookups(context, namespace, options);
}
