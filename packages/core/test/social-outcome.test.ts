import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameClient, type FrameClient } from '../src/frame/frame-client';
import { socialOutcome } from '../src/embedded/social-outcome';
import type { FrameEvent } from '../src/frame/frame-event';

const FRAME_URL = 'http://127.0.0.1:8788/';
const FRAME_ORIGIN = 'http://127.0.0.1:8788';
const BEGIN = `${FRAME_ORIGIN}/social/begin`;
const USER = { email: 'ivan@example.org', userName: 'ivan', address: `0x${'b'.repeat(40)}`, chainId: 31337 };

/** The popup as the page holds it: it can only be closed and asked whether it is. */
function popupWindow() {
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) };
  return popup;
}

describe('the social login outcome on the page', () => {
  let client: FrameClient | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    client?.destroy();
    client = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function started() {
    const frame = createFrameClient({ frameUrl: FRAME_URL, projectId: 'p'.repeat(32), chainId: 31337, version: 'test' });
    client = frame;
    const target = frame.iframe.contentWindow!;
    const received: Array<{ id: string; type: string; payload: unknown }> = [];
    vi.spyOn(target, 'postMessage').mockImplementation((message: unknown) => void received.push(message as (typeof received)[number]));
    const send = (data: unknown, source: Window | null = target) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME_ORIGIN, source }));
    send({ type: 'FRAME_READY', payload: { version: 'test' } });
    await vi.advanceTimersByTimeAsync(500);
    const popup = popupWindow();
    const controller = new AbortController();
    const onConnecting = vi.fn();
    const outcome = socialOutcome({
      frame,
      popup: popup as unknown as Window,
      uri: BEGIN,
      onFrameEvent: (listener: (event: FrameEvent) => void) => frame.onEvent(listener),
      onConnecting,
      signal: controller.signal,
    });
    const settled = outcome.then(
      (user) => ({ user }),
      (error: Error) => ({ error: error.message }),
    );
    await vi.advanceTimersByTimeAsync(0);
    const request = received.find((message) => message.type === 'CONNECT_SOCIAL')!;
    expect(request.payload).toEqual({ uri: BEGIN });
    return { send, popup, controller, onConnecting, settled, request };
  }

  it('answers with the user the frame replied, and takes a popup closing after SOCIAL_CONNECTING as the frame closing it', async () => {
    const { send, popup, onConnecting, settled, request } = await started();
    // A result posted to the page, even from the frame's origin, is not the outcome: only the frame's reply is.
    send({ type: 'SOCIAL_RESULT', uri: `${FRAME_ORIGIN}/social/callback?code=c&state=s` }, null);
    send({ type: 'SOCIAL_CONNECTING', payload: {} });
    expect(onConnecting).toHaveBeenCalledOnce();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(3_000);
    send({ id: request.id, type: 'CONNECT_SOCIAL_SUCCESS', payload: USER });
    expect(await settled).toEqual({ user: USER });
  });

  it("says 'Popup closed' when the popup closes before the frame has the result, and ignores the frame's late answer", async () => {
    const { send, popup, settled, request } = await started();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled).toEqual({ error: 'Popup closed' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    send({ id: request.id, type: 'CONNECT_SOCIAL_SUCCESS', payload: USER });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("closes the popup and says 'Popup closed' when the modal gives up", async () => {
    const { popup, controller, settled } = await started();
    controller.abort();
    expect(await settled).toEqual({ error: 'Popup closed' });
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it("passes on the frame's refusal", async () => {
    const { send, settled, request } = await started();
    send({ id: request.id, type: 'CONNECT_SOCIAL_ERROR', payload: { message: 'Social login was not completed (access_denied)' } });
    expect(await settled).toEqual({ error: 'Social login was not completed (access_denied)' });
  });
});
