import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AirlockOptions, Connector } from '@airlock/core';
import { devnet, devnetL2, walletA, walletB } from '../../core/test/fixtures';
import { MemoryAdapter } from '../../core/test/memory-adapter';
import {
  REGISTRY_PROJECT,
  startRegistryServer,
  walletIdsForChains,
  type RegistryServerControls,
} from '../../core/test/wallet-registry-server';
import { FakeIntersectionObserver } from './intersection-observer';
import { renderAirlock } from './render-airlock';

const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';
const walletConnect: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' };
const injected: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' };
const metaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: ICON,
  info: { rdns: 'io.metamask' },
};
const coinbaseSdk: Connector = { id: 'coinbaseWalletSDK', name: 'Coinbase Wallet SDK', type: 'EXTERNAL', chain: 'eip155' };
const listedIds = walletIdsForChains([devnet.caipNetworkId, devnetL2.caipNetworkId]);
// Paging needs more wallets than one page of 40.
if (listedIds.length <= 40) throw new Error(`the devnet chains list only ${listedIds.length} registry wallets`);

describe('Connect and All Wallets views with the wallet registry', () => {
  let server: RegistryServerControls;
  beforeEach(async () => {
    FakeIntersectionObserver.install();
    server = await startRegistryServer();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await server.close();
  });

  const setup = (connectors: Connector[], options: Partial<AirlockOptions> = {}) => {
    const adapter = new MemoryAdapter([devnet, devnetL2], connectors);
    const rendered = renderAirlock({
      adapters: [adapter],
      apiUrl: server.url,
      projectId: REGISTRY_PROJECT,
      features: { analytics: false },
      ...options,
    });
    return { ...rendered, adapter };
  };
  const openConnect = async (user: ReturnType<typeof setup>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    return screen.getByRole('dialog', { name: 'Connect Wallet' });
  };
  const rowNames = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('list', { name: 'Connect Wallet' }))
      .getAllByRole('button')
      .map((button) => button.querySelector('.airlock-row-label')?.textContent);
  const openAllWallets = async (user: ReturnType<typeof setup>['user']) => {
    const dialog = await openConnect(user);
    await user.click(within(dialog).getByRole('button', { name: /^All Wallets/ }));
    const view = await screen.findByRole('dialog', { name: /^All Wallets/ });
    return { view, list: await within(view).findByRole('list', { name: 'Wallets' }) };
  };
  const tileNames = (list: HTMLElement) =>
    within(list)
      .queryAllByRole('button')
      .map((button) => button.querySelector('.airlock-wallet-tile-name')?.textContent);

  it('lists rows in the connector type order, featured wallets after installed ones, then All Wallets with its count', async () => {
    const { user, airlock } = setup([walletA, walletB, injected, metaMask, coinbaseSdk, walletConnect], {
      featuredWalletIds: ['metamask', 'rainbow', 'zerion'],
    });
    await airlock.init();
    await airlock.connect('dev.b');
    await airlock.disconnect();
    server.hold = () => true;
    const dialog = await openConnect(user);
    // The rows already known show at once; the featured ones are placeholders until the server answers.
    expect(rowNames(dialog)).toEqual([
      'WalletConnect',
      'Wallet B',
      'Wallet A',
      'Browser Wallet',
      'MetaMask',
      'Coinbase Wallet SDK',
      'All Wallets',
    ]);
    expect(within(dialog).getAllByTestId('airlock-skeleton-row')).toHaveLength(3);
    server.hold = undefined;
    server.release();
    await waitFor(() => expect(within(dialog).queryAllByTestId('airlock-skeleton-row')).toHaveLength(0));
    expect(rowNames(dialog)).toEqual([
      'WalletConnect',
      'Wallet B',
      'Wallet A',
      'Browser Wallet',
      'MetaMask',
      'Rainbow',
      'Zerion',
      'Coinbase Wallet SDK',
      'All Wallets',
    ]);
    const recent = within(dialog).getByRole('button', { name: /^Wallet B/ });
    expect(recent).toHaveAccessibleName(/ Recent$/);
    expect(within(dialog).getByRole('button', { name: /^Wallet A/ })).toHaveAccessibleName(/ Installed$/);
    const allWallets = within(dialog).getByRole('button', { name: /^All Wallets/ });
    await waitFor(() => expect(allWallets).toHaveAccessibleName(`All Wallets ${listedIds.length}`));
    await user.click(within(dialog).getByRole('button', { name: /^WalletConnect/ }));
    expect(airlock.router.getState()).toMatchObject({ view: 'ConnectingWalletConnect', data: undefined });
  });

  it('picks a featured wallet: not installed pairs over WalletConnect with the wallet', async () => {
    const { user, airlock } = setup([walletA], { featuredWalletIds: ['rainbow'] });
    const dialog = await openConnect(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Rainbow/ }));
    expect(airlock.router.getState().view).toBe('ConnectingWalletConnect');
    expect(airlock.router.getState().data?.wallet).toMatchObject({ id: 'rainbow', name: 'Rainbow' });
  });

  it('keeps "No wallets detected" for no connector and no server, shows All Wallets with a server', async () => {
    const offline = renderAirlock({ adapters: [new MemoryAdapter([devnet], [])], networks: [devnet] });
    await offline.user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(screen.getByText('No wallets detected')).toBeInTheDocument();
    offline.unmount();
    const { user } = setup([]);
    const dialog = await openConnect(user);
    expect(within(dialog).queryByText('No wallets detected')).toBeNull();
    expect(rowNames(dialog)).toEqual(['All Wallets']);
  });

  it('hides the All Wallets row when the allWallets feature is off', async () => {
    const { user } = setup([walletA], { features: { analytics: false, allWallets: false } });
    const dialog = await openConnect(user);
    expect(rowNames(dialog)).toEqual(['Wallet A']);
  });

  it('lists featured and included wallets first, included ones as recommended, and counts only those', async () => {
    const { user } = setup([walletA], { featuredWalletIds: ['zerion'], includeWalletIds: ['rainbow', 'metamask'] });
    const dialog = await openConnect(user);
    await waitFor(() => expect(rowNames(dialog)).toEqual(['Wallet A', 'Zerion', 'Rainbow', 'MetaMask', 'All Wallets']));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^All Wallets/ })).toHaveAccessibleName(/ 3$/));
    await user.click(within(dialog).getByRole('button', { name: /^All Wallets/ }));
    const list = await screen.findByRole('list', { name: 'Wallets' });
    await waitFor(() => expect(tileNames(list)).toEqual(['Zerion', 'Rainbow', 'MetaMask']));
  });

  it('loads the next page when the end of the list scrolls into view, once', async () => {
    const { user } = setup([walletA]);
    const { list } = await openAllWallets(user);
    await waitFor(() => expect(tileNames(list)).toHaveLength(Math.min(40, listedIds.length)));
    expect(tileNames(list).slice(0, 2)).toEqual(['MetaMask', 'Trust']);
    const pageQueries = () => server.walletQueries.filter((query) => query.has('page') && query.get('entries') === '40');
    expect(pageQueries().map((query) => query.get('page'))).toEqual(['1']);
    server.hold = () => true;
    act(() => {
      FakeIntersectionObserver.scrollIntoView();
      FakeIntersectionObserver.scrollIntoView();
    });
    await waitFor(() => expect(pageQueries().map((query) => query.get('page'))).toEqual(['1', '2']));
    expect(within(list).getAllByTestId('airlock-skeleton-tile').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('dialog', { name: /^All Wallets/ })).getByRole('status')).toHaveTextContent('Loading wallets');
    server.hold = undefined;
    server.release();
    await waitFor(() => expect(tileNames(list)).toHaveLength(listedIds.length));
    expect(new Set(tileNames(list)).size).toBe(listedIds.length);
    expect(within(list).queryAllByTestId('airlock-skeleton-tile')).toHaveLength(0);
    // Everything is loaded: scrolling to the end asks for nothing more.
    act(() => FakeIntersectionObserver.scrollIntoView());
    expect(pageQueries()).toHaveLength(2);
  });

  it('keeps the wallets loaded when a later page fails, and retries that page', async () => {
    const { user } = setup([walletA]);
    const { view, list } = await openAllWallets(user);
    await waitFor(() => expect(tileNames(list)).toHaveLength(Math.min(40, listedIds.length)));
    server.status = 503;
    act(() => FakeIntersectionObserver.scrollIntoView());
    const alert = await within(view).findByRole('alert');
    expect(tileNames(list)).toHaveLength(Math.min(40, listedIds.length));
    server.status = 200;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tileNames(list)).toHaveLength(listedIds.length));
    const pages = server.walletQueries.filter((query) => query.get('entries') === '40').map((query) => query.get('page'));
    expect(pages).toEqual(['1', '2', '2']);
  });

  it('searches the server after typing stops, and ignores answers to an older search', async () => {
    const { user } = setup([walletA]);
    const { view, list } = await openAllWallets(user);
    await waitFor(() => expect(tileNames(list).length).toBeGreaterThan(0));
    const searches = () => server.walletQueries.flatMap((query) => (query.has('search') ? [query.get('search')] : []));
    server.hold = (query) => query.get('search') === 'rain';
    const box = within(view).getByRole('searchbox', { name: 'Search wallet' });
    await user.type(box, 'rain');
    await waitFor(() => expect(searches()).toEqual(['rain']));
    await user.clear(box);
    await user.type(box, 'zer');
    await waitFor(() => expect(tileNames(list)).toEqual(['Zerion']));
    expect(searches()).toEqual(['rain', 'zer']);
    server.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tileNames(list)).toEqual(['Zerion']);
    await user.clear(box);
    await user.type(box, 'no such wallet');
    expect(await within(view).findByText('No wallet found')).toBeInTheDocument();
    expect(tileNames(list)).toEqual([]);
  });

  it('has no serious accessibility violations on Connect and All Wallets, and the wallets are reachable by Tab', async () => {
    const { user } = setup([walletA, metaMask, walletConnect], { featuredWalletIds: ['rainbow'] });
    const dialog = await openConnect(user);
    await within(dialog).findByRole('button', { name: /^Rainbow/ });
    const serious = async (element: HTMLElement) =>
      (await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
    expect(await serious(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /^All Wallets/ }));
    const view = await screen.findByRole('dialog', { name: /^All Wallets/ });
    const list = await within(view).findByRole('list', { name: 'Wallets' });
    await within(list).findByRole('button', { name: /^MetaMask/ });
    expect(await serious(view)).toEqual([]);
    within(view).getByRole('searchbox', { name: 'Search wallet' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(list).getAllByRole('button')[0]);
  });

  it('shows Trust Wallet as Trust, also when searched (the search box has focus on opening)', async () => {
    const { user } = setup([walletA]);
    const { view, list } = await openAllWallets(user);
    expect(within(view).getByRole('searchbox', { name: 'Search wallet' })).toHaveFocus();
    expect(await within(list).findByRole('button', { name: 'Trust' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Trust Wallet' })).toBeNull();
    await user.type(within(view).getByRole('searchbox', { name: 'Search wallet' }), 'trust');
    await waitFor(() => expect(tileNames(list)).toEqual(['Trust']));
  });

  it('marks installed wallets with their own icon; picking one connects through it, another pairs over WalletConnect', async () => {
    const { user, airlock, adapter } = setup([walletA, metaMask]);
    const { list } = await openAllWallets(user);
    const metaMaskTile = await within(list).findByRole('button', { name: /^MetaMask/ });
    expect(metaMaskTile).toHaveAccessibleName(/ Installed$/);
    expect(metaMaskTile.querySelector('img')).toHaveAttribute('src', ICON);
    const rainbow = within(list).getByRole('button', { name: /^Rainbow/ });
    expect(rainbow).not.toHaveAccessibleName(/ Installed$/);
    expect(rainbow.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await user.click(rainbow);
    expect(airlock.router.getState()).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'rainbow' } } });
    act(() => airlock.router.pop());
    const again = await screen.findByRole('list', { name: 'Wallets' });
    const seen: unknown[] = [];
    const stop = airlock.router.subscribe((state) => seen.push({ view: state.view, data: state.data }));
    await user.click(await within(again).findByRole('button', { name: /^MetaMask/ }));
    stop();
    expect(seen[0]).toMatchObject({ view: 'ConnectingExternal', data: { connector: { id: 'io.metamask' } } });
    await waitFor(() => expect(adapter.calls).toContain('connect:io.metamask'));
  });

  it('hides excluded wallets by rdns and by name, in the list and its count', async () => {
    const { user } = setup([walletA], { excludeWallets: ['io.metamask', 'Trust Wallet'] });
    const dialog = await openConnect(user);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^All Wallets/ })).toHaveAccessibleName(`All Wallets ${listedIds.length - 2}`),
    );
    await user.click(within(dialog).getByRole('button', { name: /^All Wallets/ }));
    const list = await screen.findByRole('list', { name: 'Wallets' });
    await waitFor(() => expect(tileNames(list).length).toBeGreaterThan(0));
    expect(tileNames(list)).not.toContain('MetaMask');
    expect(tileNames(list)).not.toContain('Trust');
    expect(server.walletQueries.every((query) => query.get('exclude')?.startsWith('io.metamask,Trust Wallet'))).toBe(true);
  });

  it('shows an error with a retry when the server fails', async () => {
    const { user } = setup([walletA]);
    server.status = 503;
    const { view, list } = await openAllWallets(user);
    const alert = await within(view).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load wallets');
    expect(tileNames(list)).toEqual([]);
    server.status = 200;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tileNames(list).length).toBeGreaterThan(0));
    expect(within(view).queryByRole('alert')).toBeNull();
  });
});
