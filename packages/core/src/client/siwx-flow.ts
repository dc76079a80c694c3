import { siwxFlowState, type SiwxPair } from '../siwx/siwx-flow-state';
import type { ClientContext } from './client-context';
import { disconnect } from './connection-actions';
import { closeModal, openModal } from './modal-actions';
import { bindSiwxRecheckOnReturn } from './siwx-recheck-on-return';
import { activeSiwxPair, isSiwxMessageFor, shownSiwxMessage, signInTexts } from './siwx-flow-context';

/**
 * Spec §4: asks for a signature when the active pair has no session (the modal opens, or stays open, on
 * SIWXSignMessage with the store's message). A failure to look sessions up or to make the message is an
 * initialisation failure: the wallet is disconnected and the modal reset to Connect with the spec's toast.
 * Resolves true when it took the modal over. A result for a pair no longer active is dropped.
 */
export function askSiwxSignInIfNeeded(context: ClientContext): Promise<boolean> {
  bindSiwxRecheckOnReturn(context, recheckSiwxSession);
  const pair = activeSiwxPair(context);
  if (!pair) return Promise.resolve(false);
  const state = siwxFlowState(context);
  if (state.asking?.key === pair.key) return state.asking.done;
  const shown = shownSiwxMessage(context);
  if (shown && isSiwxMessageFor(shown, pair.chainId, pair.address)) return Promise.resolve(true);
  const done = checkPair(context, pair).finally(() => {
    if (state.asking?.done === done) state.asking = undefined;
  });
  state.asking = { key: pair.key, done };
  return done;
}

const isActive = (context: ClientContext, pair: SiwxPair) => activeSiwxPair(context)?.key === pair.key;

async function checkPair(context: ClientContext, pair: SiwxPair): Promise<boolean> {
  const siwx = context.options.siwx;
  if (!siwx) return false;
  const state = siwxFlowState(context);
  // The toasts of this flow are in the sign-in part: have it ready in the modal's language.
  context.locale.usePart('signIn');
  try {
    const sessions = await siwx.getSessions(pair.chainId, pair.address);
    if (!isActive(context, pair)) return false;
    if (sessions.length > 0) {
      state.lastAuthenticated = pair;
      // The view was asking for the pair before this one.
      if (shownSiwxMessage(context)) closeModal(context);
      return false;
    }
    const message = await siwx.createMessage({ accountAddress: pair.address, chainId: pair.chainId });
    if (!isActive(context, pair)) return false;
    context.router.reset('SIWXSignMessage', { siwxMessage: message });
    if (!context.modal.getState().open) openModal(context, { view: 'SIWXSignMessage', data: { siwxMessage: message } });
    return true;
  } catch (error) {
    if (!isActive(context, pair)) return false;
    console.warn('[airlock] sign-in could not start', error);
    context.events.emit('SIWX_AUTH_ERROR', { chainId: pair.chainId, message: (error as Error).message });
    await disconnect(context, { namespace: pair.namespace, keepModalOpen: true }).catch(() => undefined);
    context.router.reset('Connect');
    context.toasts.show(signInTexts(context).initFailed, 'error');
    return true;
  }
}

/**
 * When the visitor comes back to the page: the signed-in pair's session is looked up again, so one revoked elsewhere (the
 * dApp's backend, another tab) signs the visitor out here. Gone, and sign-in required, the modal asks again at once (the
 * view cannot be closed without a session); otherwise the next connect or switch asks, as for a visitor never signed in.
 */
export async function recheckSiwxSession(context: ClientContext): Promise<void> {
  const siwx = context.options.siwx;
  const pair = activeSiwxPair(context);
  const state = siwxFlowState(context);
  if (!siwx || !pair || state.lastAuthenticated?.key !== pair.key || state.asking || shownSiwxMessage(context)) return;
  const sessions = await siwx.getSessions(pair.chainId, pair.address).catch(() => undefined);
  if (!sessions || sessions.length > 0 || !isActive(context, pair) || state.lastAuthenticated?.key !== pair.key) return;
  state.lastAuthenticated = undefined;
  if (siwx.getRequired?.() === true) await askSiwxSignInIfNeeded(context);
}
