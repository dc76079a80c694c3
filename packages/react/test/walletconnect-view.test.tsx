import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Connector } from '@airlock/core';
import type { WalletListing } from '@airlock/protocol';
import { devnet, devnetL2, walletA } from '../../core/test/fixtures';
import { MemoryAdapter } from '../../core/test/memory-adapter';
import { renderAirlock } from './render-airlock';

const walletConnect: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' };
const trust = {
  id: 'trust',
  name: 'Trust Wallet',
  homepage: 'https://trustwallet.com',
  mobile: { native: 'trust://', universal: null },
} as unknown as WalletListing;

function setup(connectors: Connector[]) {
  const adapter = new MemoryAdapter([devnet, devnetL2], connectors);
  const rendered = renderAirlock({ adapters: [adapter] });
  return { ...rendered, adapter };
}

describe('the ConnectingWalletConnect view', () => {
  it('shows the pairing QR code with the chosen wallet’s name (Trust Wallet as Trust), and a link to copy', async () => {
    const { airlock, adapter } = setup([walletConnect, walletA]);
    await act(async () => {
      await airlock.init();
      airlock.open({ view: 'ConnectingWalletConnect', data: { wallet: trust } });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Trust' });
    expect(await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })).toBeInTheDocument();
    expect(within(dialog).getByText('Scan this QR code with Trust')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeEnabled();
    expect(adapter.pairings).toHaveLength(1);
  });

  it('offers only the wallet’s own page when the app does not offer WalletConnect', async () => {
    const { airlock, adapter } = setup([walletA]);
    await act(async () => {
      await airlock.init();
      airlock.open({ view: 'ConnectingWalletConnect', data: { wallet: trust } });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Trust' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('This app does not offer WalletConnect');
    expect(within(dialog).getByRole('link', { name: 'Get Trust' })).toHaveAttribute('href', 'https://trustwallet.com');
    expect(adapter.pairings).toHaveLength(0);
  });

  it('shows Connection rejected with a retry that pairs again', async () => {
    const { airlock, adapter, user } = setup([walletConnect]);
    await act(async () => {
      await airlock.init();
      airlock.open({ view: 'ConnectingWalletConnect' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' });
    await within(dialog).findByRole('img', { name: 'WalletConnect QR code' });
    await act(async () => adapter.pairings[0]!.reject());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Connection rejected');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('img', { name: 'WalletConnect QR code' });
    expect(adapter.pairings).toHaveLength(2);
  });
});
