import type { BalanceResponse, TokenBalance } from '@airlock/protocol';
import type { ChainNamespace } from '../caip/namespace';
import { namespaceState, updateAccount } from '../connection/chain-store';
import { FAILED_BALANCE_RETRY_MS } from '../constants/timing';
import type { ClientContext } from '../client/client-context';
import type { Network } from '../network/network';
import { walletAssetBalances } from './wallet-asset-balances';

export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable';

/** Balances are served for these namespaces (spec §9: balances on evm and solana). */
const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/** What the wallet itself reports (spec §7: asked first); undefined sends the lookup to the server. */
async function askWallet(context: ClientContext, namespace: ChainNamespace, address: string, network: Network) {
  const adapter = context.adapterFor(namespace);
  if (!adapter.getWalletAssets) return undefined;
  try {
    return await adapter.getWalletAssets({ address, network });
  } catch (error) {
    console.warn('[airlock] wallet asset discovery failed; asking the server', error);
    return undefined;
  }
}

/**
 * Loads the account's token balances: from the wallet when it offers asset discovery (priced by the
 * server when there is one), otherwise from the server. A failure, or a network the server does not
 * support, shows 'Token Balance Unavailable' and blocks retries for 30 s (spec §5, §8).
 */
export async function refreshTokenBalances(
  context: ClientContext,
  namespace: ChainNamespace,
  options: { force?: boolean } = {},
): Promise<void> {
  const api = context.api;
  const { account, network } = namespaceState(context.chain, namespace);
  if (account.status !== 'connected' || !account.address || !network.caipNetwork) return;
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
    if (api) fail();
    return;
  }

  const address = account.address;
  const caipNetwork = network.caipNetwork;
  const caipNetworkId = caipNetwork.caipNetworkId;
  const isStale = () => {
    const current = namespaceState(context.chain, namespace);
    return current.account.address !== address || current.network.caipNetwork?.caipNetworkId !== caipNetworkId;
  };
  updateAccount(context.chain, namespace, { tokenBalancesLoading: true });
  try {
    const assets = await askWallet(context, namespace, address, caipNetwork);
    let balances: TokenBalance[] | undefined;
    if (assets) {
      balances = await walletAssetBalances(api, caipNetworkId, assets);
    } else if (api) {
      const response = await api.get<BalanceResponse>(`/v1/account/${address}/balance`, {
        currency: 'usd',
        chainId: caipNetworkId,
        forceUpdate: options.force ? String(now) : undefined,
      });
      balances = response.balances.filter((balance) => balance.quantity.decimals !== '0');
    }
    if (isStale()) return;
    context.balanceFailures.delete(namespace);
    updateAccount(context.chain, namespace, {
      ...(balances && { tokenBalances: balances }),
      tokenBalancesLoading: false,
    });
  } catch (error) {
    // A lookup for an account or network the user has since left says nothing about the current one.
    if (!isStale()) fail(error);
  }
}
