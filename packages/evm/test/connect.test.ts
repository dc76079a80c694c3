import { describe, expect, it } from 'vitest';
import { ConnectionRejectedError, ConnectorNotFoundError } from '@airlock/core';
import { getConnection, reconnect } from '@wagmi/core';
import { useWalletFixture } from './support/use-wallet-fixture';

const ALPHA = 'dev.airlock.alpha';

const context = useWalletFixture();

describe('connect', () => {
  it('connects an announced wallet through wagmi, so the dApp’s wagmi state sees it', async () => {
    const wallet = context.fixture.wallet({ name: 'Alpha Wallet', rdns: ALPHA });
    const adapter = await context.fixture.adapter();

    const connection = await adapter.connect({ connectorId: ALPHA, chainId: 31338 });

    expect(connection).toEqual({
      connectorId: ALPHA,
      accounts: wallet.addresses.map((address) => ({ address, type: 'eoa', namespace: 'eip155' })),
      chainId: 31338,
    });
    const wagmi = getConnection(adapter.wagmiConfig);
    expect(wagmi.status).toBe('connected');
    expect(wagmi.address).toBe(wallet.addresses[0]);
    expect(wagmi.chainId).toBe(31338);
  });

  it('answers a second connect to the connected wallet with the current connection', async () => {
    context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    const first = await adapter.connect({ connectorId: ALPHA });
    await expect(adapter.connect({ connectorId: ALPHA })).resolves.toEqual(first);
  });

  it('turns the user’s refusal into ConnectionRejectedError', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    wallet.rejectNext();

    const attempt = adapter.connect({ connectorId: ALPHA });

    await expect(attempt).rejects.toBeInstanceOf(ConnectionRejectedError);
    await expect(attempt).rejects.toMatchObject({ message: 'Connection rejected', code: 'CONNECTION_REJECTED' });
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected');
  });

  it('fails with ConnectorNotFoundError for an unknown connector', async () => {
    const adapter = await context.fixture.adapter();
    await expect(adapter.connect({ connectorId: 'dev.nobody' })).rejects.toBeInstanceOf(ConnectorNotFoundError);
  });
});

describe('reconnect', () => {
  it('restores the session in a fresh adapter sharing storage, as after a page reload', async () => {
    context.fixture.wallet({ rdns: ALPHA });
    const before = await context.fixture.adapter();
    const connected = await before.connect({ connectorId: ALPHA, chainId: 31338 });

    // The reload: the page's wallet and adapter are new objects; only the two storages survive.
    context.fixture.cleanUp();
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const after = await context.fixture.adapter();
    const restored = await after.reconnect({ connectorId: ALPHA });

    expect(restored).toEqual(connected);
    expect(getConnection(after.wagmiConfig).address).toBe(wallet.addresses[0]);
    expect(wallet.requests.map((request) => request.method)).not.toContain('eth_requestAccounts');
  });

  it('restores the session while the dApp’s <WagmiProvider> reconnects the same config', async () => {
    context.fixture.wallet({ rdns: ALPHA });
    await (await context.fixture.adapter()).connect({ connectorId: ALPHA });

    context.fixture.cleanUp();
    context.fixture.wallet({ rdns: ALPHA });
    const after = await context.fixture.adapter();
    const [, restored] = await Promise.all([reconnect(after.wagmiConfig), after.reconnect({ connectorId: ALPHA })]);

    expect(restored).toMatchObject({ connectorId: ALPHA });
  });

  it('waits for a wallet that announces itself shortly after init', async () => {
    context.fixture.wallet({ rdns: ALPHA });
    await (await context.fixture.adapter()).connect({ connectorId: ALPHA });

    context.fixture.cleanUp();
    const after = await context.fixture.adapter();
    const pending = after.reconnect({ connectorId: ALPHA });
    setTimeout(() => context.fixture.wallet({ rdns: ALPHA }), 300);

    await expect(pending).resolves.toMatchObject({ connectorId: ALPHA, chainId: 31337 });
  });

  it('gives up on a wallet that never announces itself', async () => {
    const adapter = await context.fixture.adapter();
    const started = Date.now();
    await expect(adapter.reconnect({ connectorId: ALPHA })).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('resolves null once the wallet no longer authorises the site', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    await (await context.fixture.adapter()).connect({ connectorId: ALPHA });
    wallet.disconnectFromWallet();

    context.fixture.cleanUp();
    context.fixture.wallet({ rdns: ALPHA });
    const after = await context.fixture.adapter();

    await expect(after.reconnect({ connectorId: ALPHA })).resolves.toBeNull();
    expect(getConnection(after.wagmiConfig).status).toBe('disconnected');
  });

  it('resolves null after the dApp disconnected, even though the wallet still authorises it', async () => {
    context.fixture.wallet({ rdns: ALPHA });
    const before = await context.fixture.adapter();
    await before.connect({ connectorId: ALPHA });
    await before.disconnect();

    context.fixture.cleanUp();
    context.fixture.wallet({ rdns: ALPHA });
    const after = await context.fixture.adapter();

    await expect(after.reconnect({ connectorId: ALPHA })).resolves.toBeNull();
  });
});
