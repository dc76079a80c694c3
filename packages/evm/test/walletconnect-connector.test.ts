import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAirlockError, PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@airlock/core';
import { getConnection, reconnect } from '@wagmi/core';
import { createEvmAdapter } from '../src';
import { defineDevnetNetwork } from '../src/networks/define-devnet-network';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/**
 * A stand-in for @walletconnect/universal-provider with the surface the connector uses. The SDK
 * itself is exercised end to end (e2e/walletconnect.e2e.ts); this checks the connector's own logic.
 */
class FakeUniversalProvider extends EventEmitter {
  session:
    | {
        topic: string;
        peer: { metadata: { name: string; icons: string[] } };
        namespaces: Record<string, { accounts: string[]; chains: string[] }>;
      }
    | undefined;
  chainId = 31337;
  pairings: Array<{ uri: string; approve(): void; reject(error: unknown): void }> = [];
  connect = vi.fn(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const uri = `wc:${String(this.pairings.length + 1).padStart(64, '0')}@2?relay-protocol=irn`;
        this.pairings.push({
          uri,
          approve: () => {
            this.session = {
              topic: 't',
              peer: { metadata: { name: 'Phone Wallet', icons: ['https://wallet.example/icon.png', 'data:image/svg+xml,<svg/>'] } },
              namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`], chains: ['eip155:31337'] } },
            };
            resolve(this.session);
          },
          reject,
        });
        this.emit('display_uri', uri);
      }),
  );
  disconnect = vi.fn(async () => {
    this.session = undefined;
  });
  async request({ method }: { method: string }) {
    if (method === 'eth_chainId') return this.chainId;
    throw new Error(`unexpected ${method}`);
  }
}

const loads = vi.hoisted(() => ({ count: 0, provider: undefined as unknown }));
vi.mock('../src/walletconnect/create-universal-provider', () => ({
  createUniversalProvider: async () => {
    loads.count += 1;
    return loads.provider;
  },
}));

const network = defineDevnetNetwork({ chainId: 31337, name: 'Airlock Devnet', rpcUrl: 'http://127.0.0.1:8545' });

function adapter() {
  return createEvmAdapter({ networks: [network], apiUrl: 'http://127.0.0.1:8787', projectId: 'a'.repeat(32) });
}

describe('the WalletConnect connector', () => {
  let provider: FakeUniversalProvider;
  beforeEach(() => {
    localStorage.clear();
    provider = new FakeUniversalProvider();
    loads.count = 0;
    loads.provider = provider;
  });
  afterEach(() => vi.useRealTimers());

  it('is listed, and without a stored session wagmi’s reconnect does not load the SDK', async () => {
    const evm = adapter();
    await evm.init();
    expect(evm.getConnectors().map((connector) => connector.type)).toContain('WALLET_CONNECT');
    await reconnect(evm.wagmiConfig);
    expect(loads.count).toBe(0);
    expect(await evm.reconnect({ connectorId: 'walletConnect' })).toBeNull();
    expect(loads.count).toBe(0);
  });

  it('hands out the pairing URI, connects on approval, and restores the session after a reload', async () => {
    const evm = adapter();
    await evm.init();
    const uris: string[] = [];
    const connecting = evm.connect({ connectorId: 'walletConnect', onDisplayUri: (uri) => uris.push(uri) });
    await vi.waitFor(() => expect(uris).toHaveLength(1));
    provider.pairings[0]!.approve();
    await expect(connecting).resolves.toMatchObject({
      connectorId: 'walletConnect',
      chainId: 31337,
      accounts: [{ address: ADDRESS }],
      // The wallet's hosted icon would be a request to its host; only an inline one is shown.
      wallet: { name: 'Phone Wallet', icon: 'data:image/svg+xml,<svg/>' },
    });
    expect(getConnection(evm.wagmiConfig).address).toBe(ADDRESS);
    evm.destroy();

    const reloaded = adapter();
    await reloaded.init();
    await expect(reloaded.reconnect({ connectorId: 'walletConnect' })).resolves.toMatchObject({ accounts: [{ address: ADDRESS }] });
  });

  it('replaces the URI with a fresh pairing when 10 s or less remain of its 4 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const evm = adapter();
    await evm.init();
    const uris: string[] = [];
    const connecting = evm.connect({ connectorId: 'walletConnect', onDisplayUri: (uri) => uris.push(uri) });
    await vi.waitFor(() => expect(uris).toHaveLength(1));
    // vi.waitFor advanced the fake clock by its polling interval, so stop a second short.
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1_000);
    expect(uris).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(uris).toHaveLength(2);
    provider.pairings[1]!.approve();
    await expect(connecting).resolves.toMatchObject({ connectorId: 'walletConnect' });
  });

  it('turns the wallet’s refusal (SDK code 5000) into Connection rejected, and an abort into an abandoned connection', async () => {
    const evm = adapter();
    await evm.init();
    const rejected = evm.connect({ connectorId: 'walletConnect' });
    await vi.waitFor(() => expect(provider.pairings).toHaveLength(1));
    provider.pairings[0]!.reject({ code: 5000, message: 'User rejected.' });
    await expect(rejected).rejects.toSatisfy((error) => isAirlockError(error, 'CONNECTION_REJECTED'));

    const controller = new AbortController();
    const abandoned = evm.connect({ connectorId: 'walletConnect', signal: controller.signal });
    await vi.waitFor(() => expect(provider.pairings).toHaveLength(2));
    controller.abort();
    await expect(abandoned).rejects.toSatisfy((error) => isAirlockError(error, 'CONNECTION_ABORTED'));
  });

  it('is not offered with walletConnect: false, nor without a server or relay URL', async () => {
    const off = createEvmAdapter({ networks: [network], apiUrl: 'http://127.0.0.1:8787', projectId: 'a'.repeat(32), walletConnect: false });
    const local = createEvmAdapter({ networks: [network] });
    const ownRelay = createEvmAdapter({ networks: [network], walletConnect: { relayUrl: 'wss://relay.example', projectId: 'p' } });
    for (const evm of [off, local, ownRelay]) await evm.init();
    expect(off.getConnectors().some((connector) => connector.type === 'WALLET_CONNECT')).toBe(false);
    expect(local.getConnectors().some((connector) => connector.type === 'WALLET_CONNECT')).toBe(false);
    expect(ownRelay.getConnectors().some((connector) => connector.type === 'WALLET_CONNECT')).toBe(true);
  });
});
