import type { ClientContext } from '../client/client-context';
import { openModal } from '../client/modal-actions';
import { ERROR_MESSAGES } from '../errors/catalogue';
import type { FrameClient } from '../frame/frame-client';
import { FrameError } from '../frame/frame-errors';
import { isReadOnlyRpc } from './read-only-rpc';

/** How long after a refused call its errors show (spec §8). */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300;

/**
 * The frame refused a call it does not allow (spec §8): after 300 ms the console says so, the modal
 * opens with 'Action not allowed', and pending calls are rejected, except read-only ones.
 */
export function reportActionNotAllowed(context: ClientContext, frame: FrameClient): void {
  setTimeout(() => {
    console.error(ERROR_MESSAGES.requestedRpcNotAllowed);
    frame.rejectPending(
      new FrameError(ERROR_MESSAGES.requestedRpcNotAllowed),
      (type, payload) => type !== 'RPC_REQUEST' || isReadOnlyRpc(payload),
    );
    if (!context.modal.getState().open) openModal(context);
    context.toasts.show(ERROR_MESSAGES.actionNotAllowed, 'error');
  }, ACTION_NOT_ALLOWED_DELAY_MS);
}
