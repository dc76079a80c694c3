import { hasConnectedAddress } from '../connection/chain-store';
import { initialView } from '../router/initial-view';
import type { View, ViewData } from '../router/views';
import { isMobileBrowser } from '../walletconnect/is-mobile-browser';
import { cancelEmbeddedLogin } from '../embedded/cancel-embedded-login';
import { cancelWalletConnect } from './cancel-walletconnect';
import { shakeModal } from '../modal/modal-store';
import { siwxBlocksClose } from './siwx-gate';
import type { ClientContext } from './client-context';

export interface OpenOptions {
  view?: View;
  data?: ViewData;
}

export function openModal(context: ClientContext, options: OpenOptions = {}): void {
  // A required sign-in stays on screen until it is done.
  if (context.modal.getState().open && siwxBlocksClose(context)) return;
  const connected = hasConnectedAddress(context.chain.getState());
  const view =
    options.view ??
    initialView({ hasConnectedAddress: connected, hasAdapters: context.options.adapters.length > 0, isMobile: isMobileBrowser() });
  context.router.reset(view, options.data);
  if (!context.modal.getState().open) {
    context.modal.setState({ open: true });
    context.events.emit('MODAL_OPEN', { connected });
  }
}

/** Closing returns the router to Connect and clears loading (spec §4). */
export function closeModal(context: ClientContext): void {
  const wasOpen = context.modal.getState().open;
  context.modal.setState({ open: false, loading: false });
  // A pairing nobody can see any more stops here; a connection that just succeeded is left alone.
  if (!hasConnectedAddress(context.chain.getState())) cancelWalletConnect(context);
  cancelEmbeddedLogin(context);
  context.router.reset('Connect');
  if (wasOpen) context.events.emit('MODAL_CLOSE', { connected: hasConnectedAddress(context.chain.getState()) });
}

/** The visitor asks to close (the X, Escape, the backdrop): a view that cannot close shakes the modal instead (spec §2, §4). */
export function requestClose(context: ClientContext): void {
  if (siwxBlocksClose(context)) shakeModal(context.modal);
  else closeModal(context);
}

/** Back pops the history; at the first view it closes; landing on Connect while connected shows Account. */
export function goBack(context: ClientContext): void {
  const leaving = context.router.getState().view;
  if (!context.router.pop()) {
    requestClose(context);
    return;
  }
  // The frame's code form has no Cancel of its own: Back from it is the visitor's cancel.
  if (leaving === 'EmailLogin') cancelEmbeddedLogin(context);
  if (context.router.getState().view === 'Connect' && hasConnectedAddress(context.chain.getState())) {
    context.router.replace('Account');
  }
}
