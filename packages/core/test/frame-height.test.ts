import { afterEach, describe, expect, it, vi } from 'vitest';
import { asFrameEvent } from '../src/frame/frame-event';
import { embeddedClientOnAccount, frameSide } from './frame-side';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("the frame's requested height (FRAME_HEIGHT)", () => {
  it('is read as whole CSS pixels; anything else is not a frame event', () => {
    expect(asFrameEvent({ type: 'FRAME_HEIGHT', payload: { height: 183.4 } })).toEqual({ type: 'FRAME_HEIGHT', payload: { height: 184 } });
    for (const height of [0, -5, Number.NaN, Infinity, 20_000, '300', undefined])
      expect(asFrameEvent({ type: 'FRAME_HEIGHT', payload: { height } })).toBeUndefined();
    expect(asFrameEvent({ type: 'FRAME_HEIGHT', payload: null })).toBeUndefined();
  });

  it('is kept in the embedded state, where the view hosting the frame sizes its slot by it', async () => {
    const client = embeddedClientOnAccount();
    void client.exportKey().catch(() => undefined);
    const frame = await frameSide(client);
    frame.send({ type: 'SHOW_FRAME', payload: {} });
    frame.send({ type: 'FRAME_HEIGHT', payload: { height: 180 } });
    await vi.waitFor(() => expect(client.embedded.getState()).toMatchObject({ frameVisible: true, frameHeight: 180 }));
    frame.send({ type: 'FRAME_HEIGHT', payload: { height: 352 } });
    await vi.waitFor(() => expect(client.embedded.getState().frameHeight).toBe(352));
  });
});
