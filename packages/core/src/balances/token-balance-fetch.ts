import type { BalanceResponse } from '@airlock/protocol';
import type { ChainNamespace } from '../caip/namespace';
import { namespaceState, updateAccount } from '../connection/chain-store';
import { FAILED_BALANCE_RETRY_MS } from '../constants/timing';
import type { ClientContext } from '../client/client-context';

export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable';

/** Balances are served for these namespaces (spec §9: balances on evm and solana). */
const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/**
 * Loads the account's token balances from the server. A failure, or a network the server does not
 * support, shows 'Token Balance Unavailable' and blocks retries for 30 s (spec §5, §8).
 */
export async function refreshTokenBalances(context: ClientContext, namespace: ChainNamespace, options: { force?: boolean } = {}): Promise<void> {
  const api = context.api;
  const { account, network } = namespaceState(context.chain, namespace);
  if (!api || account.status !== 'connected' || !account.address || !network.caipNetwork) return;
  const now = Date.now();
  const lastFailure = context.balanceFailures.get(namespace);
  if (lastFailure !== undefined && now - lastFailure < FAILED_BALANCE_RETRY_MS) return;

  const fail = (error?: unknown) => {
    if (error) console.warn('[airlock] token balances unavailable', error);
    context.balanceFailures.set(namespace, Date.now());
    updateAccount(context.chain, namespace, { tokenBalances: [], tokenBalancesLoading: false });
    context.toasts.show(TOKEN_BALANCE_UNAVAILABLE, 'error');
  };
  if (!network.supported || !BALANCE_NAMESPACES.includes(namespace)) {
    fail();
    return;
  }

  const address = account.address;
  const caipNetworkId = network.caipNetwork.caipNetworkId;
  updateAccount(context.chain, namespace, { tokenBalancesLoading: true });
  try {
    const response = await api.get<BalanceResponse>(`/v1/account/${address}/balance`, {
      currency: 'usd',
      chainId: caipNetworkId,
      forceUpdate: options.force ? String(now) : undefined,
    });
    const current = namespaceState(context.chain, namespace);
    if (current.account.address !== address || current.network.caipNetwork?.caipNetworkId !== caipNetworkId) return;
    context.balanceFailures.delete(namespace);
    updateAccount(context.chain, namespace, {
      tokenBalances: response.balances.filter((balance) => balance.quantity.decimals !== '0'),
      tokenBalancesLoading: false,
    });
  } catch (error) {
    fail(error);
  }
}
