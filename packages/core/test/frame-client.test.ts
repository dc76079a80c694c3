import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlerts } from '../src/alerts/alert-store';
import { createFrameClient, type FrameClient } from '../src/frame/frame-client';
import { FRAME_ERROR_MESSAGES } from '../src/frame/frame-errors';

const FRAME_URL = 'http://127.0.0.1:8788/';
const FRAME_ORIGIN = 'http://127.0.0.1:8788';

/** The frame's side, played by the test: messages it receives, and a way to answer as that window. */
function frameSide(client: FrameClient) {
  const received: Array<{ id: string; type: string; payload: unknown }> = [];
  const target = client.iframe.contentWindow!;
  vi.spyOn(target, 'postMessage').mockImplementation((message: unknown, origin?: unknown) => {
    expect(origin).toBe(FRAME_ORIGIN);
    received.push(message as { id: string; type: string; payload: unknown });
  });
  const send = (data: unknown, from: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: from.origin ?? FRAME_ORIGIN, source: from.source === undefined ? target : from.source }),
    );
  return { received, send };
}

describe('the frame client', () => {
  let client: FrameClient | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    client?.destroy();
    client = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const create = (alerts = createAlerts()) => {
    client = createFrameClient({ frameUrl: FRAME_URL, projectId: 'p'.repeat(32), chainId: 31337, version: 'test', alerts });
    return client;
  };

  it('loads a hidden iframe with the spec’s query and is ready 500 ms after the frame says so', async () => {
    const frame = create();
    const url = new URL(frame.iframe.src);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p'.repeat(32),
      chainId: '31337',
      version: 'test',
      enableLogger: 'false',
    });
    expect(frame.iframe.hidden).toBe(true);
    const ready = vi.fn();
    void frame.ready.then(ready);
    frameSide(frame).send({ type: 'FRAME_READY', payload: { version: 'test' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toHaveBeenCalled();
  });

  it('fails to load after 20 s without a ready event, with the iframe_load_failed alert', async () => {
    const alerts = createAlerts();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const frame = create(alerts);
    const outcome = frame.ready.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await outcome).toBe(FRAME_ERROR_MESSAGES.loadFailed);
    expect(alerts.getState().alert?.code).toBe('iframe_load_failed');
  });

  it('correlates replies by id, and turns an error reply into its message or the fallback', async () => {
    const frame = create();
    const side = frameSide(frame);
    side.send({ type: 'FRAME_READY', payload: { version: 'test' } });
    await vi.advanceTimersByTimeAsync(500);

    const first = frame.request('GET_CHAIN_ID', {});
    const second = frame.request('IS_CONNECTED', {});
    await vi.waitFor(() => expect(side.received).toHaveLength(2));
    const [chainRequest, connectedRequest] = side.received;
    side.send({ id: connectedRequest!.id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } });
    side.send({ id: chainRequest!.id, type: 'GET_CHAIN_ID_ERROR', payload: {} });
    await expect(second).resolves.toEqual({ isConnected: false });
    await expect(first).rejects.toThrow(FRAME_ERROR_MESSAGES.replyFallback);

    const third = frame.request('SIGN_OUT', {});
    await vi.waitFor(() => expect(side.received).toHaveLength(3));
    side.send({ id: side.received[2]!.id, type: 'SIGN_OUT_ERROR', payload: { message: 'Session Expired' } });
    await expect(third).rejects.toThrow('Session Expired');
  });

  it('ignores messages from other origins or windows, and only warns about invalid frame events', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const frame = create();
    const side = frameSide(frame);
    side.send({ type: 'FRAME_READY', payload: { version: 'test' } });
    await vi.advanceTimersByTimeAsync(500);
    const pending = frame.request('IS_CONNECTED', {});
    const settled = vi.fn();
    void pending.then(settled, settled);
    await vi.waitFor(() => expect(side.received).toHaveLength(1));
    const forged = { id: side.received[0]!.id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } };
    side.send(forged, { origin: 'http://evil.example' });
    side.send(forged, { source: window });
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    side.send({ nonsense: true });
    expect(warn).toHaveBeenCalledWith('[airlock] ignoring an invalid frame event', { nonsense: true });
    side.send({ ...forged, payload: { isConnected: false } });
    await expect(pending).resolves.toEqual({ isConnected: false });
  });

  it('times out email, social, device and code requests after 120 s with the iframe_request_timeout alert; an abort rejects', async () => {
    const alerts = createAlerts();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const frame = create(alerts);
    const side = frameSide(frame);
    side.send({ type: 'FRAME_READY', payload: { version: 'test' } });
    await vi.advanceTimersByTimeAsync(500);

    const email = frame.request('CONNECT_EMAIL', { email: 'a@b.c' });
    const rpc = frame.request(
      'RPC_REQUEST',
      { method: 'personal_sign', params: [], chainId: 31337, chainNamespace: 'eip155' },
      { signal: AbortSignal.timeout(1_000) },
    );
    const outcomes = Promise.allSettled([email, rpc]);
    await vi.advanceTimersByTimeAsync(120_000);
    const [emailOutcome, rpcOutcome] = await outcomes;
    expect((emailOutcome as PromiseRejectedResult).reason.message).toBe(FRAME_ERROR_MESSAGES.timedOut);
    expect(alerts.getState().alert?.code).toBe('iframe_request_timeout');
    expect((rpcOutcome as PromiseRejectedResult).reason.message).toBe(FRAME_ERROR_MESSAGES.rpcAborted);
    expect(side.received.map((message) => message.type)).toEqual(['CONNECT_EMAIL', 'RPC_REQUEST', 'RPC_ABORT']);
  });

  it('rejects pending requests on demand, keeping the ones it is told to keep', async () => {
    const frame = create();
    const side = frameSide(frame);
    side.send({ type: 'FRAME_READY', payload: { version: 'test' } });
    await vi.advanceTimersByTimeAsync(500);
    const sign = frame.request('RPC_REQUEST', { method: 'personal_sign', params: [], chainId: 1, chainNamespace: 'eip155' });
    const chain = frame.request('GET_CHAIN_ID', {});
    await vi.waitFor(() => expect(side.received).toHaveLength(2));
    frame.rejectPending(new Error('Modal closed'), (type) => type === 'GET_CHAIN_ID');
    await expect(sign).rejects.toThrow('Modal closed');
    side.send({ id: side.received[1]!.id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } });
    await expect(chain).resolves.toEqual({ chainId: 1 });
  });
});
