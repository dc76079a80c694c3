import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playFrame, renderEmbeddedAccount, useFrameSlotEnvironment } from './embedded-account';

useFrameSlotEnvironment();

describe('the slot the secure frame is laid over', () => {
  it('is as tall as the frame asks (FRAME_HEIGHT), within 62% of the viewport, and the default until it asks', async () => {
    const { airlock, clicks, dialog } = await renderEmbeddedAccount({
      user: { email: 'visitor@example.com', address: `0x${'a'.repeat(40)}` },
    });
    await clicks.click(within(dialog()).getByRole('button', { name: 'Export private key' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Export private key' })).toBeInTheDocument());
    const send = await playFrame(airlock, ({ id, type }, reply) => {
      if (type === 'EXPORT_KEY') setTimeout(() => reply({ id, type: 'EXPORT_KEY_SUCCESS', payload: { action: 'VERIFY_OTP' } }), 0);
    });
    act(() => send({ type: 'SHOW_FRAME', payload: {} }));
    const slot = () => dialog().querySelector<HTMLElement>('.airlock-frame-slot')!;
    await waitFor(() => expect(slot().getAttribute('data-visible')).toBe('true'));
    expect(slot().style.minHeight).toBe('');

    act(() => send({ type: 'FRAME_HEIGHT', payload: { height: 172 } }));
    await waitFor(() => expect(slot().style.minHeight).toBe('min(172px, 62vh)'));
    act(() => send({ type: 'FRAME_HEIGHT', payload: { height: 640 } }));
    await waitFor(() => expect(slot().style.minHeight).toBe('min(640px, 62vh)'));
  }, 15_000);
});
