import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { createAirlock } from '../src';
import { playFrame, renderEmbeddedAccount, useFrameSlotEnvironment } from './embedded-account';

const embeddedAccount = (user: { email: string | null; userName?: string; address: string }) => renderEmbeddedAccount({ user });

/** Answers the frame's requests as the secure frame would (the test plays its origin). */
function answerExport(airlock: ReturnType<typeof createAirlock>, reply: (id: string) => object) {
  return playFrame(airlock, ({ id, type }, send) => {
    if (type === 'EXPORT_KEY') setTimeout(() => send(reply(id)), 0);
  });
}

useFrameSlotEnvironment();

describe('Export private key', () => {
  it('is a row of Account settings for an email account, opening the view that hosts the frame', async () => {
    const { airlock, clicks, dialog } = await embeddedAccount({ email: 'visitor@example.com', address: `0x${'a'.repeat(40)}` });
    const settings = within(dialog()).getByRole('group', { name: 'Account settings' });
    await clicks.click(within(settings).getByRole('button', { name: 'Export private key' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Export private key' })).toBeInTheDocument());
    await waitFor(() => expect(within(dialog()).getByText('Sending a code to visitor@example.com…')).toHaveAttribute('role', 'status'));

    const send = await answerExport(airlock, (id) => ({ id, type: 'EXPORT_KEY_SUCCESS', payload: { action: 'VERIFY_OTP' } }));
    act(() => send({ type: 'SHOW_FRAME', payload: {} }));
    await waitFor(() =>
      expect(within(dialog()).getByText('Your wallet asks for the code and shows your key below, not this site.')).toBeInTheDocument(),
    );
    expect(dialog().querySelector('.airlock-frame-slot')?.getAttribute('data-visible')).toBe('true');

    act(() => send({ type: 'HIDE_FRAME', payload: {} }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument());
  });

  it('shows why the frame refused, with Try again', async () => {
    const { airlock, clicks, dialog } = await embeddedAccount({ email: 'visitor@example.com', address: `0x${'a'.repeat(40)}` });
    await clicks.click(within(dialog()).getByRole('button', { name: 'Export private key' }));
    await answerExport(airlock, (id) => ({ id, type: 'EXPORT_KEY_ERROR', payload: { message: 'Please try again after 20 seconds' } }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please try again after 20 seconds'));
    expect(screen.getByRole('dialog', { name: 'Export private key' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not offered to a social account, which has no email to send the code to', async () => {
    const { dialog } = await embeddedAccount({ email: null, userName: 'player', address: `0x${'b'.repeat(40)}` });
    expect(within(dialog()).getByRole('group', { name: 'Account settings' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Export private key' })).toBeNull();
  });
});
