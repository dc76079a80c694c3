import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAirlock } from './render-airlock';

// The Account view's module is evaluated once per file: the first import is when its code was asked for.
const accountViewRequested = vi.hoisted(() => vi.fn());
const accountViewLoaded = vi.hoisted(() => vi.fn());
vi.mock('../src/views/account-view', async (importOriginal) => {
  accountViewRequested();
  const module = await importOriginal();
  accountViewLoaded();
  return module;
});
const connectedOnlyViewsRequested = vi.hoisted(() => vi.fn<(view: string) => void>());
vi.mock('../src/views/switch-network-view', async (importOriginal) => {
  connectedOnlyViewsRequested('SwitchNetwork');
  return importOriginal();
});
vi.mock('../src/views/unsupported-chain-view', async (importOriginal) => {
  connectedOnlyViewsRequested('UnsupportedChain');
  return importOriginal();
});

describe('the Account view and the other views only a connected visitor sees, kept out of the first load', () => {
  it('is not loaded before a wallet connects, starts loading when one does, and shows at once when opened', async () => {
    const { airlock, user } = renderAirlock();
    await act(async () => airlock.init());
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(accountViewRequested).not.toHaveBeenCalled();
    expect(connectedOnlyViewsRequested).not.toHaveBeenCalled();

    await act(async () => airlock.connect('dev.a'));
    // Asked for on connection, with the modal still closed.
    await waitFor(() => expect(accountViewRequested).toHaveBeenCalledTimes(1));
    // So are the other views only a connected visitor sees.
    await waitFor(() => expect(connectedOnlyViewsRequested.mock.calls.flat().sort()).toEqual(['SwitchNetwork', 'UnsupportedChain']));
    expect(screen.queryByRole('dialog')).toBeNull();

    await waitFor(() => expect(accountViewLoaded).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await user.click(screen.getByRole('button', { name: /^Account/ }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    // Already loaded: no spinner in between.
    expect(within(dialog).queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(within(dialog).getByTestId('airlock-account-address')).toHaveTextContent('0x11…111111');
    expect(accountViewRequested).toHaveBeenCalledTimes(1);
  });
});
