import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTOR_IDS, type Connector } from '@airlock/core';
import { AirlockProvider, ConnectButton, createAirlock } from '../src';
import { devnet } from '../../core/test/fixtures';
import { MemoryAdapter } from '../../core/test/memory-adapter';

const FRAME_ORIGIN = 'http://127.0.0.1:8788';
const AUTH: Connector = { id: CONNECTOR_IDS.auth, name: 'Email', type: 'AUTH', chain: 'eip155' };

/** Connected through the embedded wallet's connector, as after an email (or social) login, on the Account view. */
async function embeddedAccount(user: { email: string | null; userName?: string; address: string }) {
  const adapter = new MemoryAdapter([devnet], [AUTH], user.address);
  const airlock = createAirlock({ adapters: [adapter], networks: [devnet], projectId: 'p'.repeat(32) });
  render(
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
    </AirlockProvider>,
  );
  await act(async () => {
    await airlock.init();
    await airlock.connect(CONNECTOR_IDS.auth);
    airlock.embedded.setState({ frameUrl: `${FRAME_ORIGIN}/`, user });
  });
  const clicks = userEvent.setup();
  await clicks.click(screen.getByRole('button', { name: /^Account/ }));
  return { airlock, clicks, dialog: () => screen.getByRole('dialog') };
}

/** Plays the secure frame: answers UPDATE_EMAIL with `reply`, records what the page posted. */
async function frameAnswering(airlock: ReturnType<typeof createAirlock>, reply: (id: string) => object) {
  await waitFor(() => expect(airlock.embedded.getState().iframe).toBeDefined());
  const target = airlock.embedded.getState().iframe!.contentWindow!;
  const send = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME_ORIGIN, source: target }));
  const posted: { type: string; payload: unknown }[] = [];
  vi.spyOn(target, 'postMessage').mockImplementation((message: unknown) => {
    const { id, type, payload } = message as { id: string; type: string; payload: unknown };
    posted.push({ type, payload });
    if (type === 'UPDATE_EMAIL') setTimeout(() => send(reply(id)), 0);
  });
  send({ type: 'FRAME_READY', payload: { version: 'test' } });
  return { send, posted };
}

beforeEach(() => {
  // jsdom lays nothing out and has no ResizeObserver; the frame slot only needs one to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const VISITOR = { email: 'visitor@example.com', address: `0x${'a'.repeat(40)}` };

describe('Update email', () => {
  it('goes from Account settings to the new address, hosts the frame’s code form, and returns to Account showing the new address', async () => {
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
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Enter the code we sent to visitor@example.com below, then the one we send to New@Example.com.'),
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
    await frameAnswering(airlock, (id) => ({ id, type: 'UPDATE_EMAIL_ERROR', payload: { message: 'This email address is already used by another account' } }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('This email address is already used by another account'));
    expect(within(dialog()).getByLabelText('Email')).toBeInTheDocument();
  });

  it('is not offered to a social account', async () => {
    const { dialog } = await embeddedAccount({ email: null, userName: 'player', address: `0x${'b'.repeat(40)}` });
    expect(within(dialog()).getByRole('group', { name: 'Account settings' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Update email' })).toBeNull();
  });
});
