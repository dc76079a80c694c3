import type { ClientContext } from '../client/client-context';
import { FrameError, FRAME_ERROR_MESSAGES } from '../frame/frame-errors';
import type { EmbeddedStatus } from './embedded-store';
import { isReadOnlyRpc } from './read-only-rpc';

/** A login's steps where the frame may show its code form or wait on a device approval. */
const WAITING_IN_FRAME: ReadonlySet<EmbeddedStatus> = new Set(['loading', 'awaiting-code', 'awaiting-device']);

/**
 * The modal closed or the visitor went back: a login in progress stops, here and in the frame
 * (RPC_ABORT closes its code form), and requests waiting on an approval the visitor can no longer
 * see are rejected (the frame is told and closes its view).
 */
export function cancelEmbeddedLogin(context: ClientContext): void {
  const attempt = context.embeddedAttempt;
  const { frameVisible, status } = context.embedded.getState();
  const approving = frameVisible && !attempt;
  if (attempt) {
    context.embeddedAttempt = undefined;
    attempt.abort();
    // A login already signed in (connecting) has nothing left open in the frame.
    if (WAITING_IN_FRAME.has(status)) void context.frame?.then((frame) => frame.request('RPC_ABORT', {})).catch(() => undefined);
  }
  if (approving)
    void context.frame?.then((frame) =>
      frame.rejectPending(
        new FrameError(FRAME_ERROR_MESSAGES.rpcAborted, { rpcCode: 4001 }),
        (type, payload) => type !== 'RPC_REQUEST' || isReadOnlyRpc(payload),
      ),
    );
  if (attempt || approving) context.embedded.setState({ status: 'idle', frameVisible: false });
}
