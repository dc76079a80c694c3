import type { FrameUser } from '@airlock/protocol';
import { SOCIAL_POPUP } from '../constants/timing';
import { AirlockError } from '../errors/airlock-error';
import { ERROR_MESSAGES } from '../errors/catalogue';
import type { FrameClient } from '../frame/frame-client';
import type { FrameEvent } from '../frame/frame-event';

export interface SocialOutcomeInput {
  frame: Pick<FrameClient, 'request'>;
  popup: Window;
  /** The frame's begin page the popup was pointed at (GET_SOCIAL_REDIRECT_URI's answer). */
  uri: string;
  /** Subscribes to the frame's events; returns the unsubscribe. */
  onFrameEvent(listener: (event: FrameEvent) => void): () => void;
  /** The frame has the popup's result and is connecting. */
  onConnecting(): void;
  signal: AbortSignal;
}

/**
 * The social login's outcome, as the frame answers CONNECT_SOCIAL: the provider's result goes from
 * the popup to the frame (both on the secure site's origin, spec §5), never through this page, so
 * the only result this page accepts is the frame's reply. Rejects with 'Popup closed' once the
 * popup is closed before the frame said it has the result (SOCIAL_CONNECTING, sent before the
 * popup is told it may close), or when the modal gives up (`signal`).
 */
export function socialOutcome(input: SocialOutcomeInput): Promise<FrameUser> {
  const { popup, signal } = input;
  return new Promise((resolve, reject) => {
    const request = new AbortController();
    let connecting = false;
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearInterval(closedCheck);
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
      settle();
    };
    const popupClosed = () => {
      request.abort();
      finish(() => reject(new AirlockError(ERROR_MESSAGES.popupClosed, { code: 'EMBEDDED_LOGIN_FAILED' })));
    };
    const unsubscribe = input.onFrameEvent((event) => {
      if (event.type !== 'SOCIAL_CONNECTING' || connecting) return;
      connecting = true;
      input.onConnecting();
    });
    const closedCheck = setInterval(() => {
      if (popup.closed && !connecting) popupClosed();
    }, SOCIAL_POPUP.closedCheckMs);
    const onAbort = () => {
      popup.close();
      popupClosed();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    input.frame.request('CONNECT_SOCIAL', { uri: input.uri }, { signal: request.signal }).then(
      (user) => finish(() => resolve(user)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
