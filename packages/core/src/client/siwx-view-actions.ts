import { ERROR_MESSAGES } from '../errors/catalogue';
import type { Network } from '../network/network';
import { siwxFlowState, siwxPairKey } from '../siwx/siwx-flow-state';
import type { ClientContext } from './client-context';
import { disconnect } from './connection-actions';
import { closeModal } from './modal-actions';
import { signInWithX } from './siwx-actions';
import { activeSiwxPair, isSiwxMessageFor, shownSiwxMessage, signInTexts } from './siwx-flow-context';

/**
 * SIWXSignMessage's Sign (spec §4): 'Authenticating...' while the wallet asks, then the session kept, the modal
 * closed and the success event; or 'Error signing message' with the view left open. Resolves whether it signed in.
 */
export async function confirmSiwxSignIn(context: ClientContext): Promise<boolean> {
  const state = siwxFlowState(context);
  const shown = shownSiwxMessage(context);
  const pair = activeSiwxPair(context);
  const fresh = shown && pair && !state.spent.has(shown) && isSiwxMessageFor(shown, pair.chainId, pair.address);
  const prepared = fresh ? shown : undefined;
  context.toasts.show(signInTexts(context).authenticating, 'loading');
  try {
    await signInWithX(context, prepared);
    state.lastAuthenticated = activeSiwxPair(context);
    context.toasts.hide();
    closeModal(context);
    return true;
  } catch (error) {
    if (prepared) state.spent.add(prepared);
    console.warn('[airlock] signing in failed', error);
    context.toasts.show(ERROR_MESSAGES.errorSigningMessage, 'error');
    return false;
  }
}

/**
 * SIWXSignMessage's Cancel (spec §2): closes the modal. When sign-in is required, the visitor goes back to the last
 * network they signed in on when there is one (disconnected if the wallet will not switch), else is disconnected.
 * `switchNetwork` is the client's own (passed in: importing network-actions here splits the first-load bundle).
 */
export async function cancelSiwxSignIn(context: ClientContext, switchNetwork: (network: Network) => Promise<void>): Promise<void> {
  const siwx = context.options.siwx;
  const pair = activeSiwxPair(context);
  if (!siwx?.getRequired?.() || !pair) {
    closeModal(context);
    return;
  }
  const back = await authenticatedNetwork(context);
  if (back) {
    try {
      await switchNetwork(back);
      closeModal(context);
      return;
    } catch (error) {
      console.warn('[airlock] could not switch back to the signed-in network', error);
    }
  }
  await disconnect(context, { namespace: pair.namespace });
}

/** Another network of the namespace where the active account has a session: the last one signed in on first. */
async function authenticatedNetwork(context: ClientContext): Promise<Network | undefined> {
  const siwx = context.options.siwx;
  const pair = activeSiwxPair(context);
  if (!siwx || !pair) return undefined;
  const last = siwxFlowState(context).lastAuthenticated;
  const others = context.chain
    .getState()
    .networks.filter((network) => network.chainNamespace === pair.namespace && network.caipNetworkId !== pair.chainId);
  // The last network signed in on first, when it was this account's.
  const lastId = last && last.key === siwxPairKey(last.chainId, pair.address) ? last.chainId : undefined;
  const candidates = [...others].sort((a, b) => Number(b.caipNetworkId === lastId) - Number(a.caipNetworkId === lastId));
  for (const network of candidates) {
    const sessions = await siwx.getSessions(network.caipNetworkId, pair.address).catch(() => []);
    if (sessions.length > 0) return network;
  }
  return undefined;
}
