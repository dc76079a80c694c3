import type { Connection } from '../adapter/account';
import { toCaipAddress } from '../caip/caip-address';
import type { ChainNamespace } from '../caip/namespace';
import { namespaceState, resetAccount, updateAccount, updateNetwork } from '../connection/chain-store';
import { findNetwork, unsupportedNetwork } from '../network/unsupported-network';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { ClientContext } from './client-context';
import { openModal } from './modal-actions';
import { refreshAccountBalances } from '../balances/refresh-account-balances';

/** Records a connection the adapter made or restored; returns whether its network is supported. */
export function applyConnection(context: ClientContext, namespace: ChainNamespace, connection: Connection): boolean {
  const account = connection.accounts[0];
  if (!account) throw new Error('Connection without accounts');
  updateAccount(context.chain, namespace, {
    status: 'connected',
    address: account.address,
    caipAddress: toCaipAddress(namespace, connection.chainId, account.address),
    connectorId: connection.connectorId,
    walletInfo: connection.wallet,
    accountType: account.type,
  });
  context.chain.setState({ activeNamespace: namespace });
  context.storage.set(STORAGE_KEYS.connectorId(namespace), connection.connectorId);
  context.storage.set(STORAGE_KEYS.activeNamespace, namespace);
  return applyChainId(context, namespace, connection.chainId);
}

/** Points the namespace at the wallet's chain, or at an unsupported placeholder. */
export function applyChainId(context: ClientContext, namespace: ChainNamespace, chainId: number | string): boolean {
  const network = findNetwork(context.chain.getState().networks, namespace, chainId);
  updateNetwork(context.chain, namespace, {
    caipNetwork: network ?? unsupportedNetwork(namespace, chainId),
    supported: !!network,
  });
  const { account } = namespaceState(context.chain, namespace);
  if (account.address) {
    updateAccount(context.chain, namespace, { caipAddress: toCaipAddress(namespace, chainId, account.address) });
  }
  if (network) context.storage.set(STORAGE_KEYS.lastUsedChain(namespace), network.caipNetworkId);
  void refreshAccountBalances(context, namespace);
  return !!network;
}

/** UnsupportedChain opens when switching is on, unsupported chains are not allowed (spec §2). */
export function shouldShowUnsupportedChain(context: ClientContext): boolean {
  return context.options.enableNetworkSwitch !== false && !context.options.allowUnsupportedChain;
}

export function openUnsupportedChainIfNeeded(context: ClientContext, supported: boolean): boolean {
  if (supported || !shouldShowUnsupportedChain(context)) return false;
  openModal(context, { view: 'UnsupportedChain' });
  return true;
}

export function forgetConnection(context: ClientContext, namespace: ChainNamespace): void {
  resetAccount(context.chain, namespace);
  if (context.walletConnect.getState().status === 'connected') context.walletConnect.setState({ status: 'disconnected' });
  context.storage.remove(STORAGE_KEYS.connectorId(namespace));
  const { network } = namespaceState(context.chain, namespace);
  if (!network.supported) {
    const fallback = context.chain.getState().networks.find((entry) => entry.chainNamespace === namespace);
    updateNetwork(context.chain, namespace, { caipNetwork: fallback, supported: true });
  }
}
