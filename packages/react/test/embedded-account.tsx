import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { CONNECTOR_IDS, type Connector, type EmbeddedState, type Network } from '@airlock/core';
import { AirlockProvider, ConnectButton, createAirlock } from '../src';
import { devnet } from '../../core/test/fixtures';
import { MemoryAdapter } from '../../core/test/memory-adapter';

const FRAME_ORIGIN = 'http://127.0.0.1:8788';
const AUTH: Connector = { id: CONNECTOR_IDS.auth, name: 'Email', type: 'AUTH', chain: 'eip155' };

type Airlock = ReturnType<typeof createAirlock>;
export type FramePost = { id: string; type: string; payload: unknown };

/**
 * Connected through the embedded wallet's connector, as after an email (or social) login, with
 * `embedded` (the user at least) in the embedded state; the Account view open.
 */
export async function renderEmbeddedAccount(
  embedded: Partial<EmbeddedState> & { user: NonNullable<EmbeddedState['user']> },
  networks: [Network, ...Network[]] = [devnet],
) {
  const adapter = new MemoryAdapter(networks, [AUTH], embedded.user.address);
  const airlock = createAirlock({ adapters: [adapter], networks, projectId: 'p'.repeat(32) });
  render(
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
    </AirlockProvider>,
  );
  await act(async () => {
    await airlock.init();
    await airlock.connect(CONNECTOR_IDS.auth);
    airlock.embedded.setState({ frameUrl: `${FRAME_ORIGIN}/`, ...embedded });
  });
  const clicks = userEvent.setup();
  await clicks.click(screen.getByRole('button', { name: /^Account/ }));
  // The Account view's code loads on demand: wait for the view, not only the modal.
  await screen.findByTestId('airlock-account-address');
  return { airlock, clicks, dialog: () => screen.getByRole('dialog') };
}

/**
 * Plays the secure frame once the client made its iframe (the test takes the frame's origin):
 * `onPost` hears every message the page posts to it but the theme's and the locale's (SYNC_THEME and SYNC_LOCALE, tested in core).
 * Resolves with the frame's way to post back.
 */
export async function playFrame(airlock: Airlock, onPost: (message: FramePost, send: (data: unknown) => void) => void) {
  await waitFor(() => expect(airlock.embedded.getState().iframe).toBeDefined());
  const target = airlock.embedded.getState().iframe!.contentWindow!;
  const send = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME_ORIGIN, source: target }));
  vi.spyOn(target, 'postMessage').mockImplementation((message: unknown) => {
    const type = (message as FramePost).type;
    if (type !== 'SYNC_THEME' && type !== 'SYNC_LOCALE') onPost(message as FramePost, send);
  });
  send({ type: 'FRAME_READY', payload: { version: 'test' } });
  return send;
}

/** jsdom lays nothing out and has no ResizeObserver; the frame slot only needs one to exist. Mocks are restored after each test. */
export function useFrameSlotEnvironment(): void {
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
}
