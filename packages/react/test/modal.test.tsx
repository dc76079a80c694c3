import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectButton } from '../src';
import { renderAirlock } from './render-airlock';

async function openConnect(user: ReturnType<typeof renderAirlock>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
  return screen.getByRole('dialog', { name: 'Connect Wallet' });
}

describe('the modal', () => {
  it('opens as an accessible dialog listing detected wallets, and Escape closes it returning focus', async () => {
    const { user } = renderAirlock();
    const dialog = await openConnect(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const wallets = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(wallets).toEqual(expect.arrayContaining(['Wallet A Installed', 'Wallet B Installed']));
    expect(document.activeElement).toHaveTextContent('Wallet A');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toHaveTextContent('Connect Wallet');
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderAirlock();
    const dialog = await openConnect(user);
    for (let step = 0; step < 6; step++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('connects a wallet, shows it as Recent next time and the button shows the account', async () => {
    const { user } = renderAirlock();
    const dialog = await openConnect(user);
    await user.click(within(dialog).getByRole('button', { name: /Wallet B/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const accountButton = await screen.findByRole('button', { name: /^Account/ });
    await waitFor(() => expect(accountButton).toHaveTextContent('Account 1.50 ETH · 0x11…111111'));
    await user.click(accountButton);
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });

  it('shows Connection rejected with a retry that succeeds', async () => {
    const { user, adapter } = renderAirlock();
    adapter.rejectNextConnect = true;
    const dialog = await openConnect(user);
    await user.click(within(dialog).getByRole('button', { name: /Wallet A/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection rejected');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows Failed to connect for other errors', async () => {
    const { user, adapter } = renderAirlock();
    adapter.connect = async () => {
      throw new Error('boom');
    };
    const dialog = await openConnect(user);
    await user.click(within(dialog).getByRole('button', { name: /Wallet A/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect');
  });

  it('back returns to the wallet list', async () => {
    const { user, adapter } = renderAirlock();
    adapter.rejectNextConnect = true;
    const dialog = await openConnect(user);
    await user.click(within(dialog).getByRole('button', { name: /Wallet A/ }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Wallet B/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('renders custom buttons through ConnectButton.Custom', async () => {
    const { user } = renderAirlock(
      {},
      <ConnectButton.Custom>
        {({ account, openConnect }) => (
          <button type="button" onClick={openConnect}>
            {account.isConnected ? 'mine' : 'Custom connect'}
          </button>
        )}
      </ConnectButton.Custom>,
    );
    await user.click(await screen.findByRole('button', { name: 'Custom connect' }));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('lists no wallets with a hint when none is detected', async () => {
    const { user, adapter } = renderAirlock();
    adapter.connectors.length = 0;
    await act(async () => adapter.emit('connectors', []));
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(screen.getByText('No wallets detected')).toBeInTheDocument();
  });
});
