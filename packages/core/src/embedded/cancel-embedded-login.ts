import type { ClientContext } from '../client/client-context';
import { FrameError, FRAME_ERROR_MESSAGES } from '../frame/frame-errors';
import { isReadOnlyRpc } from './read-only-rpc';

/**
 * The modal closed or the visitor went back: a login in progress stops, and requests waiting on an
 * approval the visitor can no longer see are rejected (the frame is told and closes its view).
 */
export function cancelEmbeddedLogin(context: ClientContext): void {
  const attempt = context.embeddedAttempt;
  const approving = context.embedded.getState().frameVisible && !attempt;
  if (attempt) {
    context.embeddedAttempt = undefined;
    attempt.abort();
  }
  if (approving) void context.frame?.then((frame) => frame.rejectPending(new FrameError(FRAME_ERROR_MESSAGES.rpcAborted, { rpcCode: 4001 }), (type, payload) => type !== 'RPC_REQUEST' || isReadOnlyRpc(payload)));
  if (attempt || approving) context.embedded.setState({ status: 'idle', frameVisible: false });
}
