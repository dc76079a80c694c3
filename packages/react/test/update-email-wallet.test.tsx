import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { createAirlock } from '../src';
import { playFrame, renderEmbeddedAccount, useFrameSlotEnvironment } from './embedded-account';

const embeddedAccount = (user: { email: string | null; userName?: string; address: string }) => renderEmbeddedAccount({ user });

/** Plays the secure frame: answers UPDATE_EMAIL with `reply`, records what the page posted. */
async function frameAnswering(airlock: ReturnType<typeof createAirlock>, reply: (id: string) => object) {
  const posted: { type: string; payload: unknown }[] = [];
  const send = await playFrame(airlock, ({ id, type, payload }, answer) => {
    posted.push({ type, payload });
    if (type === 'UPDATE_EMAIL') setTimeout(() => answer(reply(id)), 0);
  });
  return { send, posted };
}

useFrameSlotEnvironment();

const VISITOR = { email: 'visitor@example.com', address: `0x${'a'.repeat(40)}` };

describe('Update email', () => {
  it('goes from Account settings to the new address, hosts the frame’s code form, returns to Account showing the new address', async () => {
    const { airlock, clicks, dialog } = await embeddedAccount(VISITOR);
    const settings = within(dialog()).getByRole('group', { name: 'Account settings' });
    await clicks.click(within(settings).getByRole('button', { name: 'Update email' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Update email' })).toBeInTheDocument());

    await clicks.type(await within(dialog()).findByLabelText('Email'), 'New@Example.com');
    await clicks.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(dialog()).getByRole('status')).toHaveTextContent('Sending a code to visitor@example.com…'));

    const frame = await frameAnswering(airlock, (id) => ({ id, type: 'UPDATE_EMAIL_SUCCESS', payload: { action: 'VERIFY_PRIMARY_OTP' } }));
    act(() => frame.send({ type: 'SHOW_FRAME', payload: {} }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('status')).toHaveTextContent(
        'Enter the code we sent to visitor@example.com below, then the one we send to New@Example.com.',
      ),
    );
    expect(dialog().querySelector('.airlock-frame-slot')?.getAttribute('data-visible')).toBe('true');
    expect(frame.posted).toEqual([{ type: 'UPDATE_EMAIL', payload: { email: 'New@Example.com' } }]);

    act(() => {
      frame.send({ type: 'EMAIL_UPDATED', payload: { newEmail: 'new@example.com' } });
      frame.send({ type: 'HIDE_FRAME', payload: {} });
    });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument());
    expect(within(dialog()).getByTestId('airlock-auth-name')).toHaveTextContent('new@example.com');
    await waitFor(() => expect(screen.getByText('Email updated to new@example.com')).toBeInTheDocument());
  });

  it('checks the address in place, and shows the frame’s refusal in role=alert', async () => {
    const { airlock, clicks, dialog } = await embeddedAccount(VISITOR);
    await clicks.click(within(dialog()).getByRole('button', { name: 'Update email' }));
    const input = await within(dialog()).findByLabelText('Email');
    await clicks.type(input, 'not-an-address');
    await clicks.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(airlock.embedded.getState().iframe).toBeUndefined();

    await clicks.clear(input);
    await clicks.type(input, 'taken@example.com');
    await clicks.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    await frameAnswering(airlock, (id) => ({
      id,
      type: 'UPDATE_EMAIL_ERROR',
      payload: { message: 'This email address is already used by another account' },
    }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('This email address is already used by another account'),
    );
    expect(within(dialog()).getByLabelText('Email')).toBeInTheDocument();
  });

  it('is not offered to a social account', async () => {
    const { dialog } = await embeddedAccount({ email: null, userName: 'player', address: `0x${'b'.repeat(40)}` });
    expect(within(dialog()).getByRole('group', { name: 'Account settings' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Update email' })).toBeNull();
  });
});
