import { SIWX_NAMESPACES } from '@airlock/protocol';
import { activeNamespaceState } from '../connection/chain-store';
import { signIn as englishSignIn } from '../i18n/locales/en/sign-in';
import type { SignInMessages } from '../i18n/catalogue-types';
import { siwxFlowState, siwxPairKey, type SiwxPair } from '../siwx/siwx-flow-state';
import type { SiwxMessage } from '../siwx/siwx-message';
import type { ClientContext } from './client-context';
import { disconnect } from './connection-actions';
import { closeModal, openModal } from './modal-actions';
import { isSiwxMessageFor } from './siwx-actions';

/** The connected account and network a session would be for; none while nothing is connected on a supported network. */
export function activeSiwxPair(context: ClientContext): SiwxPair | undefined {
  const { namespace, account, network } = activeNamespaceState(context.chain);
  const caipNetwork = network.caipNetwork;
  if (account.status !== 'connected' || !account.address || !network.supported || !caipNetwork) return undefined;
  if (!Object.hasOwn(SIWX_NAMESPACES, namespace)) return undefined;
  const chainId = caipNetwork.caipNetworkId;
  return { namespace, address: account.address, network: caipNetwork, chainId, key: siwxPairKey(chainId, account.address) };
}

/** The sign-in view's strings in the modal's language (English until the part has loaded). */
export function signInTexts(context: ClientContext): SignInMessages {
  return context.locale.getState().parts.signIn ?? englishSignIn;
}

/** The message SIWXSignMessage shows, while the modal shows it. */
export function shownSiwxMessage(context: ClientContext): SiwxMessage | undefined {
  const { view, data } = context.router.getState();
  return context.modal.getState().open && view === 'SIWXSignMessage' ? data?.siwxMessage : undefined;
}

/**
 * Spec §4: asks for a signature when the active pair has no session (the modal opens, or stays open, on
 * SIWXSignMessage with the store's message). A failure to look sessions up or to make the message is an
 * initialisation failure: the wallet is disconnected and the modal reset to Connect with the spec's toast.
 * Resolves true when it took the modal over. A result for a pair no longer active is dropped.
 */
export function askSiwxSignInIfNeeded(context: ClientContext): Promise<boolean> {
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
