import type { FrameReplies, FrameRequests, FrameRequestType } from '@airlock/protocol';
import { ALERTS } from '../alerts/alert-catalogue';
import type { Alerts } from '../alerts/alert-store';
import { FRAME_TIMING } from '../constants/timing';
import { FRAME_ERROR_MESSAGES, FrameError } from './frame-errors';
import { asFrameEvent, type FrameEvent } from './frame-event';
import { asFrameReply, isFrameReady, replyErrorCode, replyErrorMessage } from './frame-reply';
import { buildFrameUrl, type FrameUrlParameters } from './frame-url';

/**
 * Requests that wait on a person (a code) or the server: they time out after 120 s (spec §9).
 * CONNECT_SOCIAL is not among them: it now spans the person signing in at the provider, and ends
 * when the popup closes, the modal gives up, or the frame's attempt expires (10 min, as the server's).
 */
const TIMED_REQUESTS: ReadonlySet<FrameRequestType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'GET_SOCIAL_REDIRECT_URI',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
]);

export interface FrameClientOptions extends FrameUrlParameters {
  alerts?: Alerts;
  /** Where the hidden iframe goes; the page body by default. */
  container?: HTMLElement;
  timing?: Partial<typeof FRAME_TIMING>;
}

export interface FrameClient {
  /** Settles once the frame said it is ready, plus 500 ms; rejects after 20 s without it. */
  readonly ready: Promise<void>;
  readonly iframe: HTMLIFrameElement;
  request<T extends FrameRequestType>(type: T, payload: FrameRequests[T], options?: { signal?: AbortSignal }): Promise<FrameReplies[T]>;
  /** Called with each event the frame sends on its own (SHOW_FRAME, LOGGED_IN, …); returns the unsubscribe. */
  onEvent(listener: (event: FrameEvent) => void): () => void;
  /** Rejects what is pending, except what `keep` names (read-only calls the spec lets finish). */
  rejectPending(error: Error, keep?: (type: FrameRequestType, payload: unknown) => boolean): void;
  destroy(): void;
}

interface Pending {
  type: FrameRequestType;
  payload: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
  cleanup(): void;
}

/**
 * The modal's side of the secure frame: a hidden iframe on the frame's own origin, spoken to by
 * postMessage with that exact target origin, answering only messages from that window and origin.
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const timing = { ...FRAME_TIMING, ...options.timing };
  const url = buildFrameUrl(options);
  const frameOrigin = url.origin;
  const pending = new Map<string, Pending>();
  const listeners = new Set<(event: FrameEvent) => void>();
  /** Requests settled here before the frame answered (aborted, rejected), and RPC_ABORTs: their late replies are expected, not invalid. */
  const answeredHere = new Set<string>();
  const answered = (id: string) => {
    // A frame that never answers must not grow this without bound.
    if (answeredHere.size >= 1_000) answeredHere.delete(answeredHere.values().next().value!);
    answeredHere.add(id);
  };
  const sendAbort = (target: Window) => {
    const id = crypto.randomUUID();
    answered(id);
    target.postMessage({ id, type: 'RPC_ABORT', payload: {} }, frameOrigin);
  };

  const iframe = document.createElement('iframe');
  iframe.src = url.toString();
  iframe.title = 'Airlock embedded wallet';
  iframe.hidden = true;
  iframe.className = 'airlock-frame';
  // Copy in the frame's own key export view writes to the clipboard from the frame's origin (it cannot read it).
  iframe.allow = 'clipboard-write';
  (options.container ?? document.body).appendChild(iframe);

  let markReady: () => void = () => undefined;
  let failReady: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  ready.catch(() => undefined);
  const loadTimer = setTimeout(() => {
    options.alerts?.show(ALERTS.embeddedWalletLoadFailed);
    failReady(
      new FrameError(FRAME_ERROR_MESSAGES.loadFailed, { details: `no ready event from ${frameOrigin} within ${timing.loadTimeoutMs} ms` }),
    );
  }, timing.loadTimeoutMs);
  let readyDelay: ReturnType<typeof setTimeout> | undefined;

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return;
    if (isFrameReady(event.data)) {
      clearTimeout(loadTimer);
      readyDelay ??= setTimeout(markReady, timing.readyDelayMs);
      return;
    }
    const frameEvent = asFrameEvent(event.data);
    if (frameEvent) {
      for (const listener of [...listeners]) listener(frameEvent);
      return;
    }
    const reply = asFrameReply(event.data);
    if (reply && answeredHere.delete(reply.id)) return;
    const request = reply && pending.get(reply.id);
    if (!reply || !request) {
      console.warn('[airlock] ignoring an invalid frame event', event.data);
      return;
    }
    pending.delete(reply.id);
    request.cleanup();
    if (reply.type === `${request.type}_SUCCESS`) request.resolve(reply.payload);
    else
      request.reject(
        new FrameError(replyErrorMessage(reply.payload, FRAME_ERROR_MESSAGES.replyFallback), { rpcCode: replyErrorCode(reply.payload) }),
      );
  };
  window.addEventListener('message', onMessage);

  async function request<T extends FrameRequestType>(type: T, payload: FrameRequests[T], requestOptions: { signal?: AbortSignal } = {}) {
    await ready;
    const target = iframe.isConnected ? iframe.contentWindow : null;
    if (!target) throw new FrameError(FRAME_ERROR_MESSAGES.iframeNotSet);
    const id = crypto.randomUUID();
    return new Promise<FrameReplies[T]>((resolve, reject) => {
      const timer = TIMED_REQUESTS.has(type)
        ? setTimeout(() => {
            pending.delete(id);
            answered(id);
            options.alerts?.show(ALERTS.embeddedWalletRequestTimedOut);
            reject(new FrameError(FRAME_ERROR_MESSAGES.timedOut, { details: type }));
          }, timing.requestTimeoutMs)
        : undefined;
      const onAbort = () => {
        if (!pending.delete(id)) return;
        answered(id);
        clearTimeout(timer);
        if (type === 'RPC_REQUEST') sendAbort(target);
        reject(new FrameError(type === 'RPC_REQUEST' ? FRAME_ERROR_MESSAGES.rpcAborted : FRAME_ERROR_MESSAGES.aborted));
      };
      requestOptions.signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, {
        type,
        payload,
        resolve: resolve as (value: unknown) => void,
        reject,
        cleanup: () => {
          clearTimeout(timer);
          requestOptions.signal?.removeEventListener('abort', onAbort);
        },
      });
      target.postMessage({ id, type, payload }, frameOrigin);
    });
  }

  function rejectPending(error: Error, keep?: (type: FrameRequestType, payload: unknown) => boolean) {
    for (const [id, entry] of pending) {
      if (keep?.(entry.type, entry.payload)) continue;
      pending.delete(id);
      answered(id);
      entry.cleanup();
      entry.reject(error);
      // The frame closes what it shows for that call (an approval) without signing.
      if (entry.type === 'RPC_REQUEST' && iframe.contentWindow) sendAbort(iframe.contentWindow);
    }
  }

  return {
    ready,
    iframe,
    request,
    rejectPending,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      listeners.clear();
      clearTimeout(loadTimer);
      clearTimeout(readyDelay);
      window.removeEventListener('message', onMessage);
      rejectPending(new FrameError(FRAME_ERROR_MESSAGES.aborted));
      failReady(new FrameError(FRAME_ERROR_MESSAGES.iframeNotSet));
      iframe.remove();
    },
  };
}
