import type { ChainNamespace } from '../caip/namespace';
import type { ClientContext } from '../client/client-context';
import { refreshBalance } from '../client/wallet-actions';
import { refreshTokenBalances } from './token-balance-fetch';

/** The native balance from the wallet's network, and the token list from the server when there is one. */
export async function refreshAccountBalances(context: ClientContext, namespace: ChainNamespace, options: { force?: boolean } = {}): Promise<void> {
  await Promise.all([refreshBalance(context, namespace), refreshTokenBalances(context, namespace, options)]);
}
