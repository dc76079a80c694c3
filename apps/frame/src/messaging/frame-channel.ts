import type { FrameEventMessage, FrameReplyMessage } from '@airlock/protocol';
import type { FrameDispatcher } from './frame-dispatcher';
import type { FrameEvents } from './frame-events';
import { parseFrameRequest } from './request-validation';

/** The window facts the channel needs; a real `window` in the page, a fake in tests. */
export interface FrameChannelEnvironment {
  /** The embedding page; messages go only to it, at `origin`. */
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  /** The embedding page's origin, already checked against the project's allowlist. */
  origin: string;
  listen(handler: (event: Pick<MessageEvent, 'data' | 'origin' | 'source'>) => void): () => void;
  reload(): void;
  warn(message: string): void;
  log?(message: string, detail?: unknown): void;
}

/**
 * The frame's side of the postMessage channel: says it is ready, then answers every well-formed
 * request from the embedding window and origin with exactly one reply, and posts the frame's own
 * `events`. Returns a stop function.
 */
export function startFrameChannel(
  environment: FrameChannelEnvironment,
  dispatcher: FrameDispatcher,
  version: string,
  events?: FrameEvents,
): () => void {
  const { parent, origin } = environment;
  const post = (message: FrameEventMessage | FrameReplyMessage) => {
    environment.log?.('frame → app', message);
    parent.postMessage(message, origin);
  };
  const stop = environment.listen((event) => {
    if (event.source !== parent || event.origin !== origin) return;
    const parsed = parseFrameRequest(event.data);
    if (!parsed.ok) {
      environment.warn(`Airlock frame: ignored an invalid message (${parsed.reason})`);
      return;
    }
    environment.log?.('app → frame', { id: parsed.request.id, type: parsed.request.type });
    void dispatcher.dispatch(parsed.request).then(({ reply, after, fault }) => {
      if (fault) environment.warn(`Airlock frame: ${parsed.request.type} failed (${fault})`);
      post(reply);
      if (after === 'reload') environment.reload();
    });
  });
  const unsubscribe = events?.subscribe(post);
  post({ type: 'FRAME_READY', payload: { version } });
  return () => {
    unsubscribe?.();
    stop();
  };
}
