import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAirlockClient, PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, type Connector } from '../src';
import { devnet, walletA } from './fixtures';
import { MemoryAdapter } from './memory-adapter';

const walletConnect: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' };

async function setup() {
  const adapter = new MemoryAdapter([devnet], [walletConnect, walletA]);
  const client = createAirlockClient({ adapters: [adapter], networks: [devnet] });
  await client.init();
  client.open();
  return { adapter, client };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the WalletConnect attempt', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('shows the pairing URI, connects when the wallet approves, and closes the modal', async () => {
    const { adapter, client } = await setup();
    const attempt = client.connectWalletConnect();
    // The attempt's code loads on first use (its own chunk).
    await vi.waitFor(() => expect(client.walletConnect.getState()).toMatchObject({ status: 'connecting', uri: 'wc:pairing-1@2' }));
    adapter.pairings[0]!.approve();
    await attempt;
    expect(client.walletConnect.getState().status).toBe('connected');
    expect(client.chain.getState().namespaces.eip155?.account.status).toBe('connected');
    expect(client.modal.getState().open).toBe(false);
  });

  it('keeps a fresh pairing when the view opens again, and starts a new one once 10 s or less remain of its 4 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { adapter, client } = await setup();
    void client.connectWalletConnect();
    await vi.waitFor(() => expect(adapter.pairings).toHaveLength(1));
    void client.connectWalletConnect();
    await settle();
    expect(adapter.pairings).toHaveLength(1);

    vi.setSystemTime(Date.now() + PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS);
    void client.connectWalletConnect();
    await settle();
    expect(adapter.pairings).toHaveLength(2);
    expect(client.walletConnect.getState().uri).toBe('wc:pairing-2@2');
  });

  it('reports a rejection so the view can offer a retry, and a retry pairs again', async () => {
    const { adapter, client } = await setup();
    const attempt = client.connectWalletConnect();
    await settle();
    adapter.pairings[0]!.reject();
    await expect(attempt).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' });
    expect(client.walletConnect.getState()).toMatchObject({ status: 'disconnected', error: 'rejected', uri: undefined });

    void client.connectWalletConnect({ restart: true });
    await settle();
    expect(client.walletConnect.getState()).toMatchObject({ status: 'connecting', uri: 'wc:pairing-2@2', error: undefined });
  });

  it('abandons the pairing when the modal closes, or when another wallet connects', async () => {
    const { adapter, client } = await setup();
    const first = client.connectWalletConnect();
    await settle();
    client.close();
    await first;
    expect(client.walletConnect.getState()).toMatchObject({ status: 'disconnected', uri: undefined });
    expect(client.chain.getState().namespaces.eip155?.account.status).toBe('disconnected');

    client.open();
    void client.connectWalletConnect();
    await settle();
    expect(adapter.pairings).toHaveLength(2);
    await client.connect(walletA.id);
    await settle();
    expect(client.walletConnect.getState().status).toBe('disconnected');
    expect(client.chain.getState().namespaces.eip155?.account).toMatchObject({ status: 'connected', connectorId: walletA.id });
  });
});
