import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAirlockClient, installedConnectorFor, walletDisplayName, type AirlockOptions } from '../src';
import { isExcludedWallet } from '../src/wallets/excluded-wallet';
import { devnet, devnetL2, walletA } from './fixtures';
import { MemoryAdapter } from './memory-adapter';
import { REGISTRY_PROJECT, startRegistryServer, walletIdsForChains, type RegistryServerControls } from './wallet-registry-server';

const evmIds = walletIdsForChains([devnet.caipNetworkId, devnetL2.caipNetworkId]);

describe('wallet helpers', () => {
  it('shows Trust Wallet as Trust and leaves other names alone', () => {
    expect(walletDisplayName('Trust Wallet')).toBe('Trust');
    expect(walletDisplayName('trust wallet')).toBe('Trust');
    expect(walletDisplayName('MetaMask')).toBe('MetaMask');
  });

  it('excludes by rdns or name, case-insensitively', () => {
    expect(isExcludedWallet({ name: 'MetaMask', rdns: 'io.metamask' }, ['IO.MetaMask'])).toBe(true);
    expect(isExcludedWallet({ name: 'Trust Wallet', rdns: null }, ['trust wallet'])).toBe(true);
    expect(isExcludedWallet({ name: 'Rainbow', rdns: 'me.rainbow' }, ['io.metamask'])).toBe(false);
  });

  it('finds the announced connector of a registry wallet by rdns', () => {
    expect(installedConnectorFor('DEV.A', [walletA])).toBe(walletA);
    expect(installedConnectorFor(null, [walletA])).toBeUndefined();
    expect(installedConnectorFor('dev.a', [{ ...walletA, type: 'INJECTED' }])).toBeUndefined();
  });
});

describe('the wallet registry client', () => {
  let server: RegistryServerControls;
  beforeEach(async () => {
    server = await startRegistryServer();
  });
  afterEach(() => server.close());

  const client = (options: Partial<AirlockOptions> = {}) =>
    createAirlockClient({
      adapters: [new MemoryAdapter([devnet, devnetL2], [walletA])],
      networks: [devnet, devnetL2],
      apiUrl: server.url,
      projectId: REGISTRY_PROJECT,
      features: { analytics: false },
      ...options,
    });

  it('fetches a page with the parameters given, and nothing without a server', async () => {
    const response = await client().fetchWallets({ page: 2, entries: 5, exclude: ['io.metamask'], chains: ['eip155:1'] });
    expect(response.data).toHaveLength(5);
    const query = server.walletQueries[0]!;
    expect(Object.fromEntries(query)).toMatchObject({
      projectId: REGISTRY_PROJECT,
      page: '2',
      entries: '5',
      exclude: 'io.metamask',
      chains: 'eip155:1',
    });
    const offline = createAirlockClient({ adapters: [], networks: [devnet] });
    expect(await offline.fetchWallets({ page: 1 })).toEqual({ count: 0, data: [] });
    expect(await offline.walletRegistry.count()).toBe(0);
  });

  it('lists featured and included wallets first, in the given order, then the rest; count is the whole list', async () => {
    const registry = client({ featuredWalletIds: ['rainbow', 'metamask'] }).walletRegistry;
    const first = await registry.page({ page: 1, entries: 10 });
    expect(first.data.slice(0, 2).map((wallet) => wallet.id)).toEqual(['rainbow', 'metamask']);
    expect(first.data).toHaveLength(12);
    expect(first.count).toBe(evmIds.length);
    const all = first.data.map((wallet) => wallet.id);
    for (let page = 2; all.length < first.count && page < 20; page++)
      all.push(...(await registry.page({ page, entries: 10 })).data.map((wallet) => wallet.id));
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...evmIds].sort());
    expect(await registry.count()).toBe(evmIds.length);
    // Only the dApp's networks' wallets are asked for.
    expect(server.walletQueries.every((query) => query.get('chains') === 'eip155:31337,eip155:31338')).toBe(true);
  });

  it('restricts the list to included wallets (featured first) and searches within them', async () => {
    const registry = client({ featuredWalletIds: ['zerion'], includeWalletIds: ['rainbow', 'metamask', 'zerion'] }).walletRegistry;
    const pinned = await registry.pinned();
    expect(pinned.featured.map((wallet) => wallet.id)).toEqual(['zerion']);
    expect(pinned.included.map((wallet) => wallet.id)).toEqual(['rainbow', 'metamask']);
    const page = await registry.page({ page: 1 });
    expect(page).toMatchObject({ count: 3 });
    expect(page.data.map((wallet) => wallet.id)).toEqual(['zerion', 'rainbow', 'metamask']);
    expect(await registry.count()).toBe(3);
    const found = await registry.page({ page: 1, search: 'mask' });
    expect(found.data.map((wallet) => wallet.id)).toEqual(['metamask']);
    expect((await registry.page({ page: 1, search: 'trust' })).count).toBe(0);
  });

  it('hides excluded wallets by rdns or name on the server, so the count leaves them out', async () => {
    const registry = client({ excludeWallets: ['io.metamask', 'Trust Wallet'], featuredWalletIds: ['metamask', 'rainbow'] }).walletRegistry;
    const pinned = await registry.pinned();
    expect(pinned.featured.map((wallet) => wallet.id)).toEqual(['rainbow']);
    const first = await registry.page({ page: 1, entries: 100 });
    const ids = first.data.map((wallet) => wallet.id);
    expect(ids).not.toContain('metamask');
    expect(ids).not.toContain('trust');
    expect(first.count).toBe(evmIds.length - 2);
    expect(await registry.count()).toBe(evmIds.length - 2);
    expect(server.walletQueries.at(-1)!.get('exclude')).toContain('Trust Wallet');
  });

  it('fails with the server and loads the pinned wallets again afterwards', async () => {
    const registry = client({ featuredWalletIds: ['metamask'] }).walletRegistry;
    server.status = 503;
    await expect(registry.pinned()).rejects.toThrow('HTTP status code: 503');
    server.status = 200;
    expect((await registry.pinned()).featured.map((wallet) => wallet.id)).toEqual(['metamask']);
    await registry.pinned();
    expect(server.walletQueries.filter((query) => query.get('include') === 'metamask')).toHaveLength(2);
  });
});
