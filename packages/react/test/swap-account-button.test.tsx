import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSwapAccount, openSwapForm, type ConvertApi } from './swap-test-setup';

let api: ConvertApi | undefined;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const actionNames = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('.airlock-account-actions button')).map((button) => button.textContent);

describe('the Account view’s Swap button', () => {
  it('shows Swap, Receive, Send in the spec §9 order where the network lists swap tokens, and opens the Swap view', async () => {
    const opened = await openSwapAccount();
    api = opened.api;
    const { dialog, user } = opened;
    await within(dialog()).findByRole('button', { name: 'Swap' });
    expect(actionNames(dialog())).toEqual(['Swap', 'Receive', 'Send']);
    const form = await openSwapForm(opened);
    expect(within(form).getByRole('textbox', { name: 'You pay' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'You receive' })).toHaveAttribute('readonly');
    expect(within(dialog()).getByRole('heading', { name: 'Swap' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: /^Back/ }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Swap' })));
  }, 30_000);

  it('is hidden while the swaps feature is off in code', async () => {
    const opened = await openSwapAccount({ localFeatures: { swaps: false } });
    api = opened.api;
    await within(opened.dialog()).findByRole('button', { name: 'Send' });
    expect(actionNames(opened.dialog())).toEqual(['Receive', 'Send']);
    expect(opened.api.requests.some((request) => request.path.startsWith('/v1/convert/'))).toBe(false);
  }, 30_000);

  it('is hidden while the project switched swaps off', async () => {
    const opened = await openSwapAccount({ features: { swaps: false } });
    api = opened.api;
    await waitFor(() => expect(opened.airlock.features.getState().remoteStatus).toBe('loaded'));
    expect(actionNames(opened.dialog())).toEqual(['Receive', 'Send']);
  }, 30_000);

  it('is hidden on a network with no swap support: no tokens listed, or the server says so', async () => {
    const empty = await openSwapAccount({ tokens: [] });
    api = empty.api;
    await waitFor(() => expect(empty.api.requests.some((request) => request.path === '/v1/convert/tokens')).toBe(true));
    expect(actionNames(empty.dialog())).toEqual(['Receive', 'Send']);
    // Opened anyway (open({ view: 'Swap' })): it says why there is nothing to swap.
    empty.airlock.open({ view: 'Swap' });
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Network not supported for Swaps'), { timeout: 10_000 });
  }, 30_000);
});
