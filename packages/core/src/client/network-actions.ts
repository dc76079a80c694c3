import { hasConnectedAddress, namespaceState, updateNetwork } from '../connection/chain-store';
import { AirlockError } from '../errors/airlock-error';
import { ERROR_MESSAGES } from '../errors/catalogue';
import type { Network } from '../network/network';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { ClientContext } from './client-context';
import { applyChainId } from './connection-state';
import { closeModal, goBack } from './modal-actions';
import { askSiwxSignIn } from './siwx-gate';

function isConnectedOn(context: ClientContext, network: Network): boolean {
  return namespaceState(context.chain, network.chainNamespace).account.status === 'connected';
}

/** The user picked a network in the list: decide which view handles it (spec §2, network switching views). */
export function selectNetwork(context: ClientContext, network: Network): void {
  const { network: current } = namespaceState(context.chain, network.chainNamespace);
  if (current.supported && current.caipNetwork?.caipNetworkId === network.caipNetworkId) {
    goBack(context);
    return;
  }
  if (isConnectedOn(context, network)) {
    context.router.push('SwitchNetwork', { network });
    return;
  }
  if (hasConnectedAddress(context.chain.getState())) {
    context.router.replace('SwitchActiveChain', { network, navigateTo: 'Connect' });
    return;
  }
  setActiveNetwork(context, network);
  context.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId });
  goBack(context);
}

export function setActiveNetwork(context: ClientContext, network: Network): void {
  updateNetwork(context.chain, network.chainNamespace, { caipNetwork: network, supported: true });
  context.chain.setState({ activeNamespace: network.chainNamespace });
  context.storage.set(STORAGE_KEYS.lastUsedChain(network.chainNamespace), network.caipNetworkId);
}

/** Asks the wallet to switch; rejects with the adapter's typed error so the view can offer a retry. */
export async function switchNetwork(context: ClientContext, network: Network): Promise<void> {
  if (!network.chainNamespace) {
    throw new AirlockError(ERROR_MESSAGES.networkNamespaceRequired, { code: 'NETWORK_NAMESPACE_REQUIRED' });
  }
  const adapter = context.adapterFor(network.chainNamespace);
  if (!isConnectedOn(context, network)) {
    setActiveNetwork(context, network);
    context.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId });
    return;
  }
  try {
    await adapter.switchNetwork(network);
  } catch (error) {
    context.events.emit('SWITCH_NETWORK_ERROR', { network: network.caipNetworkId, message: (error as Error).message });
    throw error;
  }
  context.chain.setState({ activeNamespace: network.chainNamespace });
  applyChainId(context, network.chainNamespace, network.id);
  context.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId });
  // Spec §4: a network without a session asks again; the sign view is up before the caller navigates.
  await askSiwxSignIn(context);
}

/** After a switch: back to the view before the network list, or close when the switch was opened directly. */
export function navigateAfterNetworkSwitch(context: ClientContext): void {
  // The switch led to a sign-in request, which stays.
  if (context.router.getState().view === 'SIWXSignMessage') return;
  const { history } = context.router.getState();
  const networksIndex = history.lastIndexOf('Networks');
  if (networksIndex > 0) {
    context.router.goBackToIndex(networksIndex - 1);
    return;
  }
  closeModal(context);
}
