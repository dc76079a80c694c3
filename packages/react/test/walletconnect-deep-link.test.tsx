import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AirlockOptions, Connector } from '@airlock/core';
import { devnet, devnetL2, walletA } from '../../core/test/fixtures';
import { MemoryAdapter } from '../../core/test/memory-adapter';
import { REGISTRY_PROJECT, startRegistryServer, type RegistryServerControls } from '../../core/test/wallet-registry-server';
import { FakeIntersectionObserver } from './intersection-observer';
import { renderAirlock } from './render-airlock';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const walletConnect: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' };

function useUserAgent(agent: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: agent, configurable: true });
}

describe('a wallet picked on a phone opens by its app link with the pairing URI', () => {
  let server: RegistryServerControls;
  let open: MockInstance<typeof window.open>;
  /** Whether the click is still being dispatched when the wallet app is opened. */
  let openedDuringClick: boolean[];
  let dispatching = false;

  beforeEach(async () => {
    FakeIntersectionObserver.install();
    server = await startRegistryServer();
    useUserAgent(IPHONE);
    openedDuringClick = [];
    open = vi.spyOn(window, 'open').mockImplementation(() => {
      openedDuringClick.push(dispatching);
      return null;
    });
  });
  afterEach(async () => {
    delete (window.navigator as { userAgent?: string }).userAgent;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await server.close();
  });

  const setup = (options: Partial<AirlockOptions> = {}) => {
    const adapter = new MemoryAdapter([devnet, devnetL2], [walletConnect, walletA]);
    const rendered = renderAirlock({
      adapters: [adapter],
      apiUrl: server.url,
      projectId: REGISTRY_PROJECT,
      features: { analytics: false },
      ...options,
    });
    return { ...rendered, adapter };
  };
  const openAllWallets = async (airlock: ReturnType<typeof setup>['airlock']) => {
    await act(async () => {
      await airlock.init();
      airlock.open({ view: 'AllWallets' });
    });
    const view = await screen.findByRole('dialog', { name: /^All Wallets/ });
    return within(await within(view).findByRole('list', { name: 'Wallets' }));
  };
  const tap = (button: HTMLElement) => {
    dispatching = true;
    try {
      fireEvent.click(button);
    } finally {
      dispatching = false;
    }
  };
  const link = (base: string, uri: string) => `${base}/wc?uri=${encodeURIComponent(uri)}`;

  it('prefetches the pairing URI when All Wallets shows, and opens the universal link within the tap', async () => {
    const { airlock, adapter } = setup();
    const list = await openAllWallets(airlock);
    await waitFor(() => expect(airlock.walletConnect.getState().uri).toMatch(/^wc:/));
    expect(airlock.walletConnect.getState().uri).toBe(adapter.pairings[0]!.uri);
    expect(open).not.toHaveBeenCalled();

    tap(await list.findByRole('button', { name: 'MetaMask' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(link('https://metamask.app.link', adapter.pairings[0]!.uri), '_self');
    expect(openedDuringClick).toEqual([true]);
    expect(adapter.pairings).toHaveLength(1);

    // Coming back from the wallet, the view offers to open it again with the same pairing.
    const view = await screen.findByRole('dialog', { name: 'MetaMask' });
    expect(await within(view).findByRole('link', { name: 'Open MetaMask' })).toHaveAttribute(
      'href',
      link('https://metamask.app.link', adapter.pairings[0]!.uri),
    );
    expect(adapter.pairings).toHaveLength(1);
  });

  it('opens a wallet with only a native scheme by that scheme', async () => {
    const { airlock, adapter } = setup();
    const list = await openAllWallets(airlock);
    await waitFor(() => expect(airlock.walletConnect.getState().uri).toMatch(/^wc:/));

    tap(await list.findByRole('button', { name: 'Ledger Live' }));
    expect(open).toHaveBeenCalledWith(`ledgerlive://wc?uri=${encodeURIComponent(adapter.pairings[0]!.uri)}`, '_self');
    expect(openedDuringClick).toEqual([true]);
  });

  it('without a usable URI at the tap (rejected meanwhile), opens nothing and offers Open with the new pairing', async () => {
    const { airlock, adapter } = setup();
    const list = await openAllWallets(airlock);
    await waitFor(() => expect(adapter.pairings).toHaveLength(1));
    await act(async () => adapter.pairings[0]!.reject());
    expect(airlock.walletConnect.getState()).toMatchObject({ error: 'rejected', uri: undefined });

    tap(await list.findByRole('button', { name: 'Trust' }));
    expect(open).not.toHaveBeenCalled();
    const view = await screen.findByRole('dialog', { name: 'Trust' });
    const again = await within(view).findByRole('link', { name: 'Open Trust' });
    expect(adapter.pairings).toHaveLength(2);
    expect(again).toHaveAttribute('href', link('https://link.trustwallet.com', adapter.pairings[1]!.uri));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a featured wallet of the Connect view the same way', async () => {
    const { airlock, adapter, user } = setup({ featuredWalletIds: ['rainbow'] });
    await act(() => airlock.init());
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    const rainbow = await within(dialog).findByRole('button', { name: 'Rainbow' });
    await waitFor(() => expect(airlock.walletConnect.getState().uri).toMatch(/^wc:/));

    tap(rainbow);
    expect(open).toHaveBeenCalledWith(link('https://rnbwapp.com', adapter.pairings[0]!.uri), '_self');
    expect(openedDuringClick).toEqual([true]);
  });

  it('on a desktop browser, prefetches nothing and shows the QR code instead', async () => {
    useUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36');
    const { airlock, adapter } = setup();
    const list = await openAllWallets(airlock);
    const metaMask = await list.findByRole('button', { name: 'MetaMask' });
    expect(adapter.pairings).toHaveLength(0);

    tap(metaMask);
    const view = await screen.findByRole('dialog', { name: 'MetaMask' });
    expect(await within(view).findByRole('img', { name: 'WalletConnect QR code' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
