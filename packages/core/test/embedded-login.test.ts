import { afterEach, describe, expect, it, vi } from 'vitest';
import { asFrameEvent } from '../src/frame/frame-event';
import { authDisplayName, emailLoginRefusal, isEmailAddress } from '../src/index';
import { createChainStore } from '../src/connection/chain-store';
import { createEventBus } from '../src/events/event-bus';
import { createModalStore } from '../src/modal/modal-store';
import { createRouter } from '../src/router/router-store';
import { createToasts } from '../src/toast/toast-store';
import { emailCooldownMessage, emailCooldownSeconds } from '../src/embedded/email-cooldown';
import type { FrameClient } from '../src/frame/frame-client';
import type { ClientContext } from '../src/client/client-context';
import { reportActionNotAllowed } from '../src/embedded/action-not-allowed';
import { devnet } from './fixtures';

describe('embedded wallet login rules', () => {
  it('shows an email up to 30 characters whole, a longer one without its last 3 and with an ellipsis (spec §5)', () => {
    expect(authDisplayName({ email: 'a@b.co' })).toBe('a@b.co');
    const thirty = `${'x'.repeat(23)}@ex.com`;
    expect(thirty).toHaveLength(30);
    expect(authDisplayName({ email: thirty })).toBe(thirty);
    expect(authDisplayName({ email: `y${thirty}` })).toBe(`y${thirty.slice(0, -3)}…`);
    expect(authDisplayName({ userName: 'player0' }, 'discord')).toBe('player');
    expect(authDisplayName({ userName: 'player0' }, 'github')).toBe('player0');
    expect(authDisplayName({ email: null })).toBeUndefined();
  });

  it('refuses a new email login within 30 s of the last, with n rounded up (spec §5)', () => {
    const now = 1_000_000;
    expect(emailCooldownSeconds(undefined, now)).toBe(0);
    expect(emailCooldownSeconds(now - 100, now)).toBe(30);
    expect(emailCooldownSeconds(now - 29_001, now)).toBe(1);
    expect(emailCooldownSeconds(now - 30_000, now)).toBe(0);
    expect(emailCooldownMessage(12)).toBe('Please try again after 12 seconds');
  });

  it('refuses an email login for an invalid address first, then within the cooldown, in words shown by both form and action', () => {
    const now = 1_000_000;
    expect(emailLoginRefusal('nope', now - 100, now)).toBe('Enter a valid email address');
    expect(emailLoginRefusal('a@b.co', now - 100, now)).toBe('Please try again after 30 seconds');
    expect(emailLoginRefusal('a@b.co', now - 30_000, now)).toBeUndefined();
    expect(emailLoginRefusal('a@b.co', undefined, now)).toBeUndefined();
  });

  it('accepts plausible email addresses only', () => {
    for (const good of ['a@b.co', 'first.last+tag@sub.example.org']) expect(isEmailAddress(good)).toBe(true);
    for (const bad of ['', 'a', 'a@b', '@b.co', 'a b@c.de', 'a@b..co', `${'x'.repeat(250)}@b.co`]) expect(isEmailAddress(bad)).toBe(false);
  });

  it('reads the frame events the modal acts on, and nothing else', () => {
    expect(asFrameEvent({ type: 'SHOW_FRAME', payload: {} })).toEqual({ type: 'SHOW_FRAME', payload: {} });
    expect(asFrameEvent({ type: 'LOGGED_IN', payload: { address: `0x${'a'.repeat(40)}`, chainId: 31337, email: 'a@b.co' } })).toEqual({
      type: 'LOGGED_IN',
      payload: { address: `0x${'a'.repeat(40)}`, chainId: 31337, email: 'a@b.co', userName: null },
    });
    expect(asFrameEvent({ type: 'LOGGED_IN', payload: { address: 'nope', chainId: 1 } })).toBeUndefined();
    expect(asFrameEvent({ id: 'x', type: 'SHOW_FRAME', payload: {} })).toBeUndefined();
    expect(asFrameEvent({ type: 'FRAME_READY', payload: { version: '1' } })).toBeUndefined();
    expect(asFrameEvent('SHOW_FRAME')).toBeUndefined();
  });
});

describe('a call the embedded wallet does not allow (spec §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('after 300 ms: the console error, the modal open with "Action not allowed", pending calls rejected except reads', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = {
      options: { adapters: [], networks: [devnet] },
      router: createRouter('Connect'),
      modal: createModalStore(),
      toasts: createToasts(),
      chain: createChainStore([devnet], devnet),
      events: createEventBus(),
    } as unknown as ClientContext;
    const kept: boolean[] = [];
    const frame = {
      rejectPending: vi.fn((_error: Error, keep: (type: string, payload: unknown) => boolean) => {
        kept.push(
          keep('RPC_REQUEST', { method: 'eth_getBalance' }),
          keep('RPC_REQUEST', { method: 'personal_sign' }),
          keep('GET_USER', {}),
        );
      }),
    } as unknown as FrameClient;

    reportActionNotAllowed(context, frame);
    await vi.advanceTimersByTimeAsync(299);
    expect(error).not.toHaveBeenCalled();
    expect(context.modal.getState().open).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(error).toHaveBeenCalledWith('Requested RPC call is not allowed');
    expect(context.modal.getState().open).toBe(true);
    expect(context.toasts.getState()).toEqual({ open: true, message: 'Action not allowed', variant: 'error' });
    expect(kept).toEqual([true, false, true]);
  });
});
