import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from '../src/router/router-store';
import { createToasts } from '../src/toast/toast-store';
import { initialView } from '../src/router/initial-view';
import { TOAST_SWAP_DELAY_MS } from '../src/constants/timing';
import { TOAST_VISIBLE_MS } from '../src';

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('closes the open toast and shows the next after 150 ms', () => {
    vi.useFakeTimers();
    const toasts = createToasts();
    toasts.show('First', 'success');
    expect(toasts.getState()).toMatchObject({ open: true, message: 'First', variant: 'success' });
    toasts.show('Second', 'error');
    expect(toasts.getState().open).toBe(false);
    vi.advanceTimersByTime(149);
    expect(toasts.getState().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toasts.getState()).toMatchObject({ open: true, message: 'Second', variant: 'error' });
  });

  it('dismisses a success or error toast by itself after TOAST_VISIBLE_MS, whoever renders it', () => {
    vi.useFakeTimers();
    const toasts = createToasts();
    toasts.show('Link copied', 'success');
    vi.advanceTimersByTime(TOAST_VISIBLE_MS - 1);
    expect(toasts.getState().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toasts.getState().open).toBe(false);
    toasts.show('Failed to fetch transactions', 'error');
    vi.advanceTimersByTime(TOAST_VISIBLE_MS);
    expect(toasts.getState().open).toBe(false);
  });

  it('gives a swapped-in toast its full time, and keeps a loading toast until it is replaced or hidden', () => {
    vi.useFakeTimers();
    const toasts = createToasts();
    toasts.show('First', 'success');
    vi.advanceTimersByTime(TOAST_VISIBLE_MS - 10);
    toasts.show('Second', 'success');
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS + TOAST_VISIBLE_MS - 1);
    expect(toasts.getState()).toMatchObject({ open: true, message: 'Second' });
    vi.advanceTimersByTime(1);
    expect(toasts.getState().open).toBe(false);

    toasts.show('Authenticating...', 'loading');
    vi.advanceTimersByTime(TOAST_VISIBLE_MS * 10);
    expect(toasts.getState()).toMatchObject({ open: true, variant: 'loading' });
    toasts.hide();
    expect(toasts.getState().open).toBe(false);
  });
});

describe('router', () => {
  it('pushes, pops and resets', () => {
    const router = createRouter();
    router.push('Networks');
    router.push('SwitchNetwork', { network: undefined });
    expect(router.getState().history).toEqual(['Connect', 'Networks', 'SwitchNetwork']);
    expect(router.pop()).toBe(true);
    expect(router.getState().view).toBe('Networks');
    router.goBackToIndex(0);
    expect(router.getState().history).toEqual(['Connect']);
    expect(router.pop()).toBe(false);
    router.reset('Account');
    expect(router.getState()).toMatchObject({ view: 'Account', history: ['Account'] });
  });

  it('chooses the opening view by the spec rules', () => {
    expect(initialView({ hasConnectedAddress: true, hasAdapters: true })).toBe('Account');
    expect(initialView({ hasConnectedAddress: false, hasAdapters: true })).toBe('Connect');
    expect(initialView({ hasConnectedAddress: false, hasAdapters: false, isMobile: true })).toBe('AllWallets');
    expect(initialView({ hasConnectedAddress: false, hasAdapters: false })).toBe('ConnectingWalletConnectBasic');
    expect(initialView({ hasConnectedAddress: false, hasAdapters: true, manualWalletConnectControl: true })).toBe(
      'ConnectingWalletConnectBasic',
    );
  });
});
