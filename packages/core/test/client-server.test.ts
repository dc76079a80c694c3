import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTE_FEATURES, type TokenBalance } from '@airlock/protocol';
import { createAirlockClient, type AirlockOptions } from '../src';
import { devnet, devnetL2, walletA } from './fixtures';
import { MemoryAdapter } from './memory-adapter';
import { startRecordingServer } from './recording-server';

const PROJECT = 'a'.repeat(32);
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: '0xusdc',
  value: 10,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: '',
};

/** Prices ETH (by the native pseudo-address) at 3000 and USDC at 1; nothing else is known. */
function fungiblePrices(body: unknown) {
  const known: Record<string, { symbol: string; price: number }> = {
    'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee': { symbol: 'ETH', price: 3000 },
    'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3': { symbol: 'USDC', price: 1 },
  };
  const { addresses } = body as { addresses: string[] };
  return addresses
    .filter((id) => known[id])
    .map((id) => ({ address: id, name: known[id]!.symbol, iconUrl: `https://icons.test/${known[id]!.symbol}.png`, ...known[id]! }));
}

const walletAssets = [
  { address: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, balance: 2_000_000_000_000_000_000n },
  { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: 'USD Coin', symbol: 'USDC', decimals: 6, balance: 12_500_000n },
  { address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', name: 'Dai', symbol: 'DAI', decimals: 18, balance: 0n },
  { address: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853', name: 'Pass', symbol: 'PASS', decimals: 0, balance: 1n },
];

describe('the client with a server', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let balanceStatus = 200;
  let priceStatus = 200;
  beforeEach(async () => {
    localStorage.clear();
    balanceStatus = 200;
    priceStatus = 200;
    server = await startRecordingServer((request) => {
      if (request.path === '/v1/project/config')
        return {
          status: 200,
          body: { projectId: PROJECT, name: 'Demo', features: { ...DEFAULT_REMOTE_FEATURES, multiWallet: false, swaps: false } },
        };
      if (request.path === '/v1/fungible/price')
        return { status: priceStatus, body: priceStatus === 200 ? { fungibles: fungiblePrices(request.body) } : {} };
      if (request.path.endsWith('/balance'))
        return {
          status: balanceStatus,
          body:
            balanceStatus === 200
              ? { balances: [usdc, { ...usdc, symbol: 'NFTISH', quantity: { decimals: '0', numeric: '1' } }] }
              : { message: 'Server Error' },
        };
      return { status: 202, body: {} };
    });
  });
  const clients: ReturnType<typeof createAirlockClient>[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    // Let balance loads a test started but did not wait for finish against the server, not a closed port.
    for (const airlock of clients.splice(0)) {
      await vi.waitFor(() => expect(airlock.chain.getState().namespaces.eip155?.account.tokenBalancesLoading).not.toBe(true));
      airlock.destroy();
    }
    await server.close();
  });

  function client(options: Partial<AirlockOptions> = {}) {
    const adapter = new MemoryAdapter([devnet, devnetL2], [walletA]);
    const airlock = createAirlockClient({
      adapters: [adapter],
      networks: [devnet, devnetL2],
      apiUrl: server.url,
      projectId: PROJECT,
      ...options,
    });
    clients.push(airlock);
    return airlock;
  }

  it('shows no alert when analytics is refused or the server is down for it: telemetry is not the visitor’s problem', async () => {
    for (const status of [429, 503]) {
      const analyticsAnswered = server.requests.filter((request) => request.path === '/e').length;
      const answers = startRecordingServer((request) =>
        request.path === '/e'
          ? { status, body: { error: 'X', message: 'Analytics quota exceeded: try again later' } }
          : { status: 200, body: { projectId: PROJECT, name: 'Demo', features: DEFAULT_REMOTE_FEATURES } },
      );
      const other = await answers;
      try {
        const adapter = new MemoryAdapter([devnet, devnetL2], [walletA]);
        const airlock = createAirlockClient({ adapters: [adapter], networks: [devnet, devnetL2], apiUrl: other.url, projectId: PROJECT });
        await airlock.init();
        airlock.open();
        await vi.waitFor(() => expect(other.requests.some((request) => request.path === '/e')).toBe(true), { timeout: 5_000 });
        expect(airlock.alerts.getState().alert).toBeUndefined();
        airlock.destroy();
      } finally {
        await other.close();
      }
      expect(server.requests.filter((request) => request.path === '/e').length).toBe(analyticsAnswered);
    }
  });

  it('reads its remote features and gates sections by them', async () => {
    const airlock = client();
    await airlock.init();
    expect(airlock.features.getState().remoteStatus).toBe('loaded');
    expect(airlock.isFeatureEnabled('email')).toBe(true);
    expect(airlock.isFeatureEnabled('swaps')).toBe(false);
  });

  it('fetches nothing remote in basic mode and shows no sections that need the server', async () => {
    const airlock = client({ basic: true, features: { analytics: false } });
    await airlock.init();
    expect(server.requests.map((request) => request.path)).toEqual([]);
    expect(airlock.isFeatureEnabled('email')).toBe(false);
  });

  it("alerts 'Project ID Not Configured' when a server is set without a project", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const airlock = client({ projectId: undefined });
    await airlock.init();
    expect(airlock.alerts.getState().alert?.message).toBe('Project ID Not Configured');
    expect(server.requests).toHaveLength(0);
    warn.mockRestore();
  });

  it("answers multi-wallet calls with 'Multi-Wallet Not Enabled' and no results while it is off", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const airlock = client();
    await airlock.init();
    await airlock.connect('dev.a');
    expect(airlock.getConnections()).toEqual([]);
    expect(airlock.alerts.getState().alert?.message).toBe('Multi-Wallet Not Enabled');
    airlock.features.setState({ remote: { ...DEFAULT_REMOTE_FEATURES, multiWallet: true } });
    expect(airlock.getConnections()).toHaveLength(1);
    info.mockRestore();
  });

  it('loads token balances after connecting, dropping tokens with 0 decimals', async () => {
    const airlock = client({ features: { analytics: false } });
    await airlock.init();
    await airlock.connect('dev.a');
    await vi.waitFor(() => expect(airlock.chain.getState().namespaces.eip155?.account.tokenBalances).toEqual([usdc]));
    const request = server.requests.find((entry) => entry.path.endsWith('/balance'))!;
    expect(request.path).toBe('/v1/account/0x1111111111111111111111111111111111111111/balance');
    expect(request.query.get('chainId')).toBe('eip155:31337');
    expect(request.query.get('currency')).toBe('usd');
  });

  it('asks the wallet first when it offers asset discovery, and prices what it reports through the server', async () => {
    const airlock = client({ features: { analytics: false } });
    (airlock.options.adapters[0] as MemoryAdapter).walletAssets = walletAssets;
    await airlock.init();
    await airlock.connect('dev.a');
    await vi.waitFor(() => expect(airlock.chain.getState().namespaces.eip155?.account.tokenBalances).toHaveLength(2));
    expect(airlock.chain.getState().namespaces.eip155?.account.tokenBalances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        quantity: { decimals: '18', numeric: '2' },
        price: 3000,
        value: 6000,
        iconUrl: 'https://icons.test/ETH.png',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: walletAssets[1]!.address,
        quantity: { decimals: '6', numeric: '12.5' },
        price: 1,
        value: 12.5,
        iconUrl: 'https://icons.test/USDC.png',
      },
    ]);
    expect(server.requests.some((entry) => entry.path.endsWith('/balance'))).toBe(false);
    const priceRequest = server.requests.find((entry) => entry.path === '/v1/fungible/price')!;
    expect(priceRequest.body).toEqual({
      currency: 'usd',
      addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3'],
    });
  });

  it("keeps the wallet's amounts at $0 without prices, and uses the balance API when the wallet has no asset discovery", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    priceStatus = 500;
    const withAssets = client({ features: { analytics: false } });
    (withAssets.options.adapters[0] as MemoryAdapter).walletAssets = walletAssets;
    await withAssets.init();
    await withAssets.connect('dev.a');
    await vi.waitFor(() =>
      expect(
        withAssets.chain.getState().namespaces.eip155?.account.tokenBalances?.map((balance) => [balance.symbol, balance.value]),
      ).toEqual([
        ['ETH', 0],
        ['USDC', 0],
      ]),
    );
    expect(withAssets.toasts.getState().message).not.toBe('Token Balance Unavailable');

    const without = client({ features: { analytics: false } });
    await without.init();
    await without.connect('dev.a');
    await vi.waitFor(() => expect(without.chain.getState().namespaces.eip155?.account.tokenBalances).toEqual([usdc]));
    expect((without.options.adapters[0] as MemoryAdapter).calls).toContain('getWalletAssets');
    warn.mockRestore();
  });

  it("shows 'Token Balance Unavailable' on failure and waits 30 s before trying again", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    balanceStatus = 500;
    const airlock = client({ features: { analytics: false } });
    await airlock.init();
    await airlock.connect('dev.a');
    await vi.waitFor(() =>
      expect(airlock.toasts.getState()).toMatchObject({ open: true, message: 'Token Balance Unavailable', variant: 'error' }),
    );
    const balanceCalls = () => server.requests.filter((entry) => entry.path.endsWith('/balance')).length;
    expect(balanceCalls()).toBe(1);
    balanceStatus = 200;
    await airlock.refreshBalance();
    expect(balanceCalls()).toBe(1);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 30_001);
    await airlock.refreshBalance({ force: true });
    expect(balanceCalls()).toBe(2);
    expect(server.requests.at(-1)!.query.get('forceUpdate')).not.toBeNull();
    vi.restoreAllMocks();
    warn.mockRestore();
  });

  it("shows 'Token Balance Unavailable' on a network the app does not support", async () => {
    const airlock = client({ features: { analytics: false } });
    await airlock.init();
    await airlock.connect('dev.a');
    airlock.toasts.hide();
    (airlock.options.adapters[0] as MemoryAdapter).emit('chainChanged', { chainId: 1 });
    await vi.waitFor(() => expect(airlock.toasts.getState().message).toBe('Token Balance Unavailable'));
  });

  it('sends analytics events to /e and nothing at all when analytics is off', async () => {
    const on = client();
    await on.init();
    on.open();
    on.close();
    on.destroy();
    await vi.waitFor(() => expect(server.requests.some((request) => request.path === '/e')).toBe(true));

    server.requests.length = 0;
    const off = client({ features: { analytics: false } });
    await off.init();
    off.open();
    off.close();
    off.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests.filter((request) => request.path === '/e')).toHaveLength(0);
  });
});
