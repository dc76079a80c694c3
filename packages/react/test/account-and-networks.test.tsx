import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAirlock } from './render-airlock';

async function connected() {
  const rendered = renderAirlock();
  await act(async () => {
    await rendered.airlock.init();
    await rendered.airlock.connect('dev.a');
  });
  return rendered;
}

describe('Account and network views', () => {
  it('shows the truncated address, the balance, the network and disconnects', async () => {
    const { user } = await connected();
    await user.click(screen.getByRole('button', { name: /^Account/ }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(await within(dialog).findByTestId('airlock-account-address')).toHaveTextContent('0x11…111111');
    expect(within(dialog).getByTestId('airlock-account-balance')).toHaveTextContent('1.50 ETH');
    expect(within(dialog).getByRole('button', { name: 'Network: Airlock Devnet' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Account avatar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('shows no Account tabs without the server, which serves the token balances', async () => {
    const { user } = await connected();
    await user.click(screen.getByRole('button', { name: /^Account/ }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(await within(dialog).findByTestId('airlock-account-balance')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(within(dialog).queryByRole('tabpanel')).toBeNull();
  });

  it('marks the current network and switches to another, back on Account', async () => {
    const { user, adapter } = await connected();
    await user.click(screen.getByRole('button', { name: /^Account/ }));
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Network: Airlock Devnet' }));
    const list = screen.getByRole('list', { name: 'Networks' });
    expect(within(list).getByRole('button', { name: 'Airlock Devnet, Current network' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(list).getByRole('button', { name: 'Airlock Devnet L2' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument());
    expect(adapter.chainId).toBe(31338);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Network: Airlock Devnet L2' })).toBeInTheDocument();
  });

  it('offers a retry after a declined switch, and goes back after a failed one', async () => {
    const { user, adapter } = await connected();
    await user.click(screen.getByRole('button', { name: 'Network: Airlock Devnet' }));
    adapter.rejectNextSwitch = true;
    await user.click(screen.getByRole('button', { name: 'Airlock Devnet L2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Switch declined');
    adapter.failNextSwitch = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Networks' })).toBeInTheDocument());
    expect(await screen.findByTestId('airlock-toast')).toHaveTextContent('Failed to switch network');
  });

  it('opens UnsupportedChain when the wallet moves to an unknown network', async () => {
    const { user, adapter } = await connected();
    await act(async () => adapter.emit('chainChanged', { chainId: 1 }));
    const dialog = screen.getByRole('dialog', { name: 'Switch Network' });
    expect(dialog).toHaveTextContent("This app doesn't support your current network.");
    expect(screen.getByRole('button', { name: 'Network: Wrong network' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Airlock Devnet L2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Network: Airlock Devnet L2' })).toBeInTheDocument();
  });

  it('applies the light theme and theme variables', async () => {
    const rendered = renderAirlock({ themeMode: 'light', themeVariables: { '--airlock-accent': 'rgb(1, 2, 3)' } });
    await rendered.user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    const root = screen.getByRole('dialog').closest('.airlock-root') as HTMLElement;
    expect(root.dataset.theme).toBe('light');
    expect(root.style.getPropertyValue('--airlock-accent')).toBe('rgb(1, 2, 3)');
    expect(root.style.getPropertyValue('--airlock-modal-width')).toBe('360px');
  });
});
