import { describe, expect, it } from 'vitest';
import type { ChainAdapterEvents } from '@airlock/core';
import { getConnection } from '@wagmi/core';
import { networksOf } from './support/wallet-fixture';
import { useWalletFixture } from './support/use-wallet-fixture';
import { nextEvent } from './support/next-event';

const ALPHA = 'dev.airlock.alpha';

const context = useWalletFixture();

async function connectedAdapter() {
  const wallet = context.fixture.wallet({ rdns: ALPHA });
  const adapter = await context.fixture.adapter();
  await adapter.connect({ connectorId: ALPHA, chainId: 31337 });
  return { wallet, adapter };
}

describe('events from the wallet', () => {
  it('reports an account switched inside the wallet', async () => {
    const { wallet, adapter } = await connectedAdapter();
    const changed = nextEvent(adapter, 'accountChanged');

    wallet.setAccount(1);

    await expect(changed).resolves.toEqual({ address: wallet.addresses[1] });
    expect(getConnection(adapter.wagmiConfig).address).toBe(wallet.addresses[1]);
  });

  it('reports a chain switched inside the wallet', async () => {
    const { wallet, adapter } = await connectedAdapter();
    const changed = nextEvent(adapter, 'chainChanged');

    wallet.switchChainFromWallet(31338);

    await expect(changed).resolves.toEqual({ chainId: 31338 });
  });

  it('reports a disconnect made inside the wallet', async () => {
    const { wallet, adapter } = await connectedAdapter();
    const disconnected = nextEvent(adapter, 'disconnect');

    wallet.disconnectFromWallet();

    await expect(disconnected).resolves.toEqual({});
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected');
  });

  it('does not report its own disconnect as the wallet’s', async () => {
    const { adapter } = await connectedAdapter();
    const seen: ChainAdapterEvents['disconnect'][] = [];
    adapter.on('disconnect', (payload) => seen.push(payload));

    await adapter.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(seen).toEqual([]);
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected');
  });

  it('stops reporting once unsubscribed or destroyed', async () => {
    const { wallet, adapter } = await connectedAdapter();
    const seen: unknown[] = [];
    const unsubscribe = adapter.on('chainChanged', (payload) => seen.push(payload));
    unsubscribe();
    adapter.on('accountChanged', (payload) => seen.push(payload));
    adapter.destroy();

    wallet.switchChainFromWallet(31338);
    wallet.setAccount(1);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(seen).toEqual([]);
  });

  it('reports the chain of its own switchNetwork too, once', async () => {
    const { adapter } = await connectedAdapter();
    const seen: ChainAdapterEvents['chainChanged'][] = [];
    adapter.on('chainChanged', (payload) => seen.push(payload));

    await adapter.switchNetwork(networksOf(context.local.chains)[1]!);

    expect(seen).toEqual([{ chainId: 31338 }]);
  });
});
