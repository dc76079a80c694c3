import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTOR_IDS, type Connector } from '@airlock/core';
import { AirlockProvider, ConnectButton, createAirlock } from '../src';
import { devnet } from '../../core/test/fixtures';
import { MemoryAdapter } from '../../core/test/memory-adapter';

const FRAME_ORIGIN = 'http://127.0.0.1:8788';
const AUTH: Connector = { id: CONNECTOR_IDS.auth, name: 'Email', type: 'AUTH', chain: 'eip155' };

/** Connected through the embedded wallet's connector, as after an email (or social) login. */
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

/** Answers the frame's requests as the secure frame would (the test plays its origin). */
async function answerExport(airlock: ReturnType<typeof createAirlock>, reply: (id: string) => object) {
  await waitFor(() => expect(airlock.embedded.getState().iframe).toBeDefined());
  const target = airlock.embedded.getState().iframe!.contentWindow!;
  const send = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME_ORIGIN, source: target }));
  vi.spyOn(target, 'postMessage').mockImplementation((message: unknown) => {
    const { id, type } = message as { id: string; type: string };
    if (type === 'EXPORT_KEY') setTimeout(() => send(reply(id)), 0);
  });
  send({ type: 'FRAME_READY', payload: { version: 'test' } });
  return send;
}

// jsdom lays nothing out and has no ResizeObserver; the frame slot only needs one to exist.
beforeEach(() => {
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

describe('Export private key', () => {
  it('is a row of Account settings for an email account, opening the view that hosts the frame', async () => {
    const { airlock, clicks, dialog } = await embeddedAccount({ email: 'visitor@example.com', address: `0x${'a'.repeat(40)}` });
    const settings = within(dialog()).getByRole('group', { name: 'Account settings' });
    await clicks.click(within(settings).getByRole('button', { name: 'Export private key' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Export private key' })).toBeInTheDocument());
    await waitFor(() => expect(within(dialog()).getByText('Sending a code to visitor@example.com…')).toHaveAttribute('role', 'status'));

    const send = await answerExport(airlock, (id) => ({ id, type: 'EXPORT_KEY_SUCCESS', payload: { action: 'VERIFY_OTP' } }));
    act(() => send({ type: 'SHOW_FRAME', payload: {} }));
    await waitFor(() => expect(within(dialog()).getByText('Your wallet asks for the code and shows your key below, not this site.')).toBeInTheDocument());
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
