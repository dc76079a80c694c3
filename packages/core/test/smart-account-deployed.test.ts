import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTOR_IDS, createAirlockClient, type AirlockClient, type Connector } from '../src';
import { devnet, devnetL2 } from './fixtures';
import { frameSide, type Posted } from './frame-side';
import { MemoryAdapter } from './memory-adapter';

const AUTH: Connector = { id: CONNECTOR_IDS.auth, name: 'Email', type: 'AUTH', chain: 'eip155' };
const ADDRESS = `0x${'a'.repeat(40)}`;
const smartUser = {
  email: 'visitor@example.com',
  address: ADDRESS,
  chainId: 31337,
  preferredAccountType: 'smartAccount',
  smartAccountEnabledNetworks: [31337],
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  localStorage.clear();
});

function newClient(adapter = new MemoryAdapter([devnet, devnetL2], [AUTH], ADDRESS)) {
  const client = createAirlockClient({ adapters: [adapter], networks: [devnet, devnetL2], projectId: 'p'.repeat(32) });
  client.embedded.setState({ frameUrl: 'http://127.0.0.1:8788/' });
  return { client, adapter };
}

const deployed = (client: AirlockClient) => client.chain.getState().namespaces.eip155!.account.smartAccountDeployed;

/** The n-th request of `type` the page posted to the frame (1-based), once it came. */
async function nth(received: Posted[], type: string, n: number): Promise<Posted> {
  return vi.waitFor(
    () => {
      const found = received.filter((message) => message.type === type)[n - 1];
      expect(found, `request ${n} of ${type}`).toBeDefined();
      return found!;
    },
    { timeout: 2_000 },
  );
}

/** An email login the frame completes at once (a device it knows), with `user` as the frame reports it. */
async function logIn(client: AirlockClient, user: Record<string, unknown>) {
  await client.init();
  const login = client.connectEmail('visitor@example.com');
  const frame = await frameSide(client);
  const asked = await frame.request('CONNECT_EMAIL');
  frame.send({ type: 'LOGGED_IN', payload: user });
  frame.send({ id: asked.id, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECT' } });
  await login;
  return frame;
}

describe('smartAccountDeployed in the account state (spec §3, §7 init smart account)', () => {
  it('asks the frame after a login as a smart account and again after a batch, and keeps its answer', async () => {
    const { client, adapter } = newClient();
    const frame = await logIn(client, smartUser);
    expect(client.chain.getState().namespaces.eip155!.account).toMatchObject({ status: 'connected', accountType: 'smartAccount' });

    const first = await nth(frame.received, 'INIT_SMART_ACCOUNT', 1);
    expect(first.payload).toEqual({});
    frame.send({ id: first.id, type: 'INIT_SMART_ACCOUNT_SUCCESS', payload: { address: ADDRESS, isDeployed: false } });
    await vi.waitFor(() => expect(deployed(client)).toBe(false));

    // A batch delegates the account (EIP-7702): once it is sent the frame is asked again.
    const batch = adapter.embedded!.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', calls: [{ to: ADDRESS }] }],
      chainId: 31337,
    });
    const sent = await nth(frame.received, 'RPC_REQUEST', 1);
    frame.send({ id: sent.id, type: 'RPC_REQUEST_SUCCESS', payload: { id: '0xbatch' } });
    await expect(batch).resolves.toEqual({ id: '0xbatch' });
    const second = await nth(frame.received, 'INIT_SMART_ACCOUNT', 2);
    frame.send({ id: second.id, type: 'INIT_SMART_ACCOUNT_SUCCESS', payload: { address: ADDRESS, isDeployed: true } });
    await vi.waitFor(() => expect(deployed(client)).toBe(true));

    // Deployed: a later batch does not ask again; another chain (no executor there: an eoa) is not known.
    const again = adapter.embedded!.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', calls: [{ to: ADDRESS }] }],
      chainId: 31337,
    });
    const resent = await nth(frame.received, 'RPC_REQUEST', 2);
    frame.send({ id: resent.id, type: 'RPC_REQUEST_SUCCESS', payload: { id: '0xbatch2' } });
    await again;
    await client.switchNetwork(devnetL2);
    expect(client.chain.getState().namespaces.eip155!.account.accountType).toBe('eoa');
    expect(deployed(client)).toBeUndefined();
    expect(frame.received.filter((message) => message.type === 'INIT_SMART_ACCOUNT')).toHaveLength(2);
    client.destroy();
  });

  it('asks after a reconnect too, and never for an eoa', async () => {
    const { client } = newClient();
    const frame = await logIn(client, smartUser);
    const first = await nth(frame.received, 'INIT_SMART_ACCOUNT', 1);
    frame.send({ id: first.id, type: 'INIT_SMART_ACCOUNT_SUCCESS', payload: { address: ADDRESS, isDeployed: true } });
    await vi.waitFor(() => expect(deployed(client)).toBe(true));
    client.destroy();
    document.body.innerHTML = '';

    // A reload: the stored connector comes back through the frame (IS_CONNECTED, GET_USER).
    const { client: reloaded, adapter } = newClient();
    adapter.authorised = true;
    const restoring = reloaded.init();
    const restored = await frameSide(reloaded);
    const connected = await restored.request('IS_CONNECTED');
    restored.send({ id: connected.id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } });
    const user = await restored.request('GET_USER');
    restored.send({ id: user.id, type: 'GET_USER_SUCCESS', payload: smartUser });
    await restoring;
    const asked = await nth(restored.received, 'INIT_SMART_ACCOUNT', 1);
    restored.send({ id: asked.id, type: 'INIT_SMART_ACCOUNT_SUCCESS', payload: { address: ADDRESS, isDeployed: true } });
    await vi.waitFor(() => expect(deployed(reloaded)).toBe(true));
    reloaded.destroy();
    document.body.innerHTML = '';
    localStorage.clear();

    const { client: eoa } = newClient();
    const eoaFrame = await logIn(eoa, { ...smartUser, preferredAccountType: 'eoa' });
    expect(eoa.chain.getState().namespaces.eip155!.account.accountType).toBe('eoa');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(eoaFrame.received.map((message) => message.type)).not.toContain('INIT_SMART_ACCOUNT');
    expect(deployed(eoa)).toBeUndefined();
    eoa.destroy();
  });
});
