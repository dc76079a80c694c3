import { beforeEach, describe, expect, it } from 'vitest';
import { createAirlockClient, type AirlockEvent, type AirlockOptions } from '../src';
import { hasConnectedAddress } from '../src/connection/chain-store';
import { devnet, devnetL2, testNetwork, walletA, walletB } from './fixtures';
import { MemoryAdapter } from './memory-adapter';

function setup(options: Partial<AirlockOptions> = {}, adapter = new MemoryAdapter([devnet, devnetL2], [walletA, walletB])) {
  const client = createAirlockClient({ adapters: [adapter], networks: [devnet, devnetL2], ...options });
  const events: AirlockEvent[] = [];
  client.subscribeEvents((event) => events.push(event));
  const names = () => events.map((event) => event.name);
  const account = () => client.chain.getState().namespaces.eip155!.account;
  const network = () => client.chain.getState().namespaces.eip155!.network;
  return { client, adapter, events, names, account, network };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AirlockClient', () => {
  beforeEach(() => localStorage.clear());

  it('opens on Connect when disconnected and closes back to Connect, clearing loading', async () => {
    const { client, names } = setup();
    await client.init();
    client.open();
    expect(client.modal.getState().open).toBe(true);
    expect(client.router.getState().view).toBe('Connect');
    client.router.push('Networks');
    client.modal.setState({ loading: true });
    client.close();
    expect(client.modal.getState()).toMatchObject({ open: false, loading: false });
    expect(client.router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] });
    expect(names()).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
  });

  it('keeps the Account tab across closing and reopening, and starts on Tokens after a disconnect', async () => {
    const { client, account } = setup();
    await client.init();
    await client.connect('dev.a');
    expect(account().currentTab).toBe('Tokens');
    client.setAccountTab('Activity');
    client.close();
    client.open();
    expect(account().currentTab).toBe('Activity');
    await client.disconnect();
    await client.connect('dev.a');
    expect(account().currentTab).toBe('Tokens');
  });

  it('opens a forced view with its data', async () => {
    const { client } = setup();
    client.open({ view: 'Networks', data: { from: 'test' } });
    expect(client.router.getState()).toMatchObject({ view: 'Networks', data: { from: 'test' } });
  });

  it('lists announced connectors, recent first', async () => {
    const { client } = setup();
    await client.init();
    expect(client.listConnectors().map((c) => c.id)).toEqual(['dev.a', 'dev.b']);
    await client.connect('dev.b');
    expect(client.listConnectors().map((c) => c.id)).toEqual(['dev.b', 'dev.a']);
    expect(client.recentWallets()[0]?.name).toBe('Wallet B');
  });

  it('hides excluded wallets by rdns or name', async () => {
    const { client } = setup({ excludeWallets: ['dev.a', 'wallet b'] });
    await client.init();
    expect(client.listConnectors()).toEqual([]);
  });

  it('connects, closes the modal, loads the balance and opens on Account next time', async () => {
    const { client, names, account } = setup();
    await client.init();
    client.open();
    client.router.push('ConnectingExternal', { connector: walletA });
    await client.connect('dev.a');
    await flush();
    expect(account()).toMatchObject({ status: 'connected', address: '0x1111111111111111111111111111111111111111' });
    expect(account().caipAddress).toBe('eip155:31337:0x1111111111111111111111111111111111111111');
    expect(account().balance?.value).toBe(1_500_000_000_000_000_000n);
    expect(client.modal.getState().open).toBe(false);
    expect(names()).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE']);
    client.open();
    expect(client.router.getState().view).toBe('Account');
  });

  it('reports a rejected connection and leaves the account disconnected', async () => {
    const { client, adapter, names, account } = setup();
    await client.init();
    adapter.rejectNextConnect = true;
    await expect(client.connect('dev.a')).rejects.toThrow('Connection rejected');
    expect(account().status).toBe('disconnected');
    expect(names()).toContain('CONNECT_ERROR');
    await client.connect('dev.a');
    expect(account().status).toBe('connected');
  });

  it('reconnects from storage after a reload, and forgets a revoked session', async () => {
    const first = setup();
    await first.client.init();
    await first.client.connect('dev.a');
    const reloaded = setup({}, first.adapter);
    expect(reloaded.account().status).toBe('disconnected');
    await reloaded.client.init();
    expect(reloaded.account()).toMatchObject({ status: 'connected', connectorId: 'dev.a' });
    expect(first.adapter.calls).toContain('reconnect:dev.a');

    first.adapter.authorised = false;
    const revoked = setup({}, first.adapter);
    await revoked.client.init();
    expect(revoked.account().status).toBe('disconnected');
    expect(localStorage.getItem('@airlock-app/eip155:connector')).toBeNull();
  });

  it('does not reconnect when reconnect is disabled', async () => {
    const first = setup();
    await first.client.init();
    await first.client.connect('dev.a');
    const reloaded = setup({ enableReconnect: false }, first.adapter);
    await reloaded.client.init();
    expect(reloaded.account().status).toBe('disconnected');
  });

  it('disconnects, resets the account and closes the modal', async () => {
    const { client, names, account } = setup();
    await client.init();
    await client.connect('dev.a');
    client.open();
    await client.disconnect();
    expect(account().status).toBe('disconnected');
    expect(account().address).toBeUndefined();
    expect(account().balance).toBeUndefined();
    expect(client.modal.getState().open).toBe(false);
    expect(names()).toContain('DISCONNECT_SUCCESS');
    expect(hasConnectedAddress(client.chain.getState())).toBe(false);
  });

  it('goes back through history, closes at the first view, and shows Account instead of Connect when connected', async () => {
    const { client } = setup();
    await client.init();
    await client.connect('dev.a');
    client.open({ view: 'Connect' });
    client.router.push('Networks');
    client.goBack();
    expect(client.router.getState().view).toBe('Account');
    client.goBack();
    expect(client.modal.getState().open).toBe(false);
  });

  it('switches network through SwitchNetwork and returns to Account', async () => {
    const { client, adapter, network, names } = setup();
    await client.init();
    await client.connect('dev.a');
    client.open();
    client.router.push('Networks');
    client.selectNetwork(devnetL2);
    expect(client.router.getState().view).toBe('SwitchNetwork');
    await client.switchNetwork(devnetL2);
    client.navigateAfterNetworkSwitch();
    expect(adapter.calls).toContain('switch:31338');
    expect(network().caipNetwork?.id).toBe(31338);
    expect(client.router.getState().view).toBe('Account');
    expect(names()).toContain('SWITCH_NETWORK');
  });

  it('surfaces a declined switch and keeps the network', async () => {
    const { client, adapter, network } = setup();
    await client.init();
    await client.connect('dev.a');
    adapter.rejectNextSwitch = true;
    await expect(client.switchNetwork(devnetL2)).rejects.toMatchObject({ code: 'USER_REJECTED' });
    expect(network().caipNetwork?.id).toBe(31337);
  });

  it('switches the active network without a wallet when disconnected', async () => {
    const { client, network, adapter } = setup();
    client.open({ view: 'Networks' });
    client.selectNetwork(devnetL2);
    expect(network().caipNetwork?.id).toBe(31338);
    expect(client.modal.getState().open).toBe(false);
    await client.init();
    await client.connect('dev.a');
    expect(adapter.chainId).toBe(31338);
  });

  it('opens UnsupportedChain when the wallet moves to an unknown network, and closes it when back', async () => {
    const { client, adapter, network } = setup();
    await client.init();
    await client.connect('dev.a');
    adapter.emit('chainChanged', { chainId: 1 });
    expect(network()).toMatchObject({ supported: false });
    expect(network().caipNetwork?.caipNetworkId).toBe('eip155:1');
    expect(client.router.getState().view).toBe('UnsupportedChain');
    expect(client.modal.getState().open).toBe(true);
    adapter.emit('chainChanged', { chainId: 31338 });
    expect(network()).toMatchObject({ supported: true });
    expect(client.modal.getState().open).toBe(false);
  });

  it('stays on an unknown network when unsupported chains are allowed', async () => {
    const { client, adapter } = setup({ allowUnsupportedChain: true });
    await client.init();
    await client.connect('dev.a');
    adapter.emit('chainChanged', { chainId: 1 });
    expect(client.modal.getState().open).toBe(false);
  });

  it('follows account changes and wallet-side disconnects', async () => {
    const { client, adapter, account, names } = setup();
    await client.init();
    await client.connect('dev.a');
    adapter.emit('accountChanged', { address: '0x2222222222222222222222222222222222222222' });
    expect(account().address).toBe('0x2222222222222222222222222222222222222222');
    expect(account().caipAddress).toBe('eip155:31337:0x2222222222222222222222222222222222222222');
    adapter.emit('disconnect', {});
    expect(account().status).toBe('disconnected');
    expect(names().filter((name) => name === 'DISCONNECT_SUCCESS')).toHaveLength(1);
  });

  it('signs and sends through the active adapter, and refuses when disconnected', async () => {
    const { client, names } = setup();
    await client.init();
    await expect(client.signMessage('hi')).rejects.toThrow('No ActiveCaipAddress found');
    await client.connect('dev.a');
    expect(await client.signMessage('hi')).toBe('0xsigned:hi');
    expect(await client.sendTransaction({ to: '0x2222222222222222222222222222222222222222', value: 1n })).toMatch(/^0x[0-9a-f]{64}$/);
    expect(names()).toEqual(expect.arrayContaining(['SIGN_MESSAGE_SUCCESS', 'SEND_TRANSACTION_SUCCESS']));
  });

  it('fails with the spec message when a namespace has no adapter', async () => {
    const { client } = setup();
    const solana = { ...testNetwork(1, 'Solana'), chainNamespace: 'solana' as const, caipNetworkId: 'solana:1' as const };
    await expect(client.switchNetwork(solana)).rejects.toThrow("Adapter for namespace solana doesn't exist");
  });
});

describe('restoring the last network', () => {
  beforeEach(() => localStorage.clear());

  it('starts on the network the user last chose, and connects there', async () => {
    const first = setup();
    first.client.open({ view: 'Networks' });
    first.client.selectNetwork(devnetL2);
    const reloaded = setup();
    expect(reloaded.network().caipNetwork?.id).toBe(31337);
    await reloaded.client.init();
    expect(reloaded.network().caipNetwork?.id).toBe(31338);
    await reloaded.client.connect('dev.a');
    expect(reloaded.adapter.chainId).toBe(31338);
  });

  it('ignores a stored network the dApp no longer lists', async () => {
    localStorage.setItem('@airlock-app/eip155:last-used-chain', JSON.stringify('eip155:999'));
    const { client, network } = setup();
    await client.init();
    expect(network().caipNetwork?.id).toBe(31337);
  });
});
