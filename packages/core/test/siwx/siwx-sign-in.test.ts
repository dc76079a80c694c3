import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AirlockEvent, type AirlockOptions, createAirlockClient, createLocalSiwx, type SiwxConfig } from '../../src';
import { devnet, devnetL2, walletA } from '../fixtures';
import { MemoryAdapter } from '../memory-adapter';

const ADDRESS = '0x1111111111111111111111111111111111111111';

function setup(options: Partial<AirlockOptions> = {}) {
  const adapter = new MemoryAdapter([devnet, devnetL2], [walletA]);
  const client = createAirlockClient({ adapters: [adapter], networks: [devnet, devnetL2], ...options });
  const events: AirlockEvent[] = [];
  client.subscribeEvents((event) => events.push(event));
  return { client, adapter, events };
}

describe('signing in with X', () => {
  beforeEach(() => localStorage.clear());

  it("refuses with the spec's errors: SIWX off, then no connected account, then an unsupported network", async () => {
    const off = setup();
    await expect(off.client.signInWithX()).rejects.toThrow('SIWX is not enabled');
    expect(await off.client.needsSiwxSignIn()).toBe(false);

    const { client, adapter } = setup({ siwx: createLocalSiwx(), allowUnsupportedChain: true });
    await client.init();
    await expect(client.signInWithX()).rejects.toThrow('No ActiveCaipAddress found');
    expect(await client.needsSiwxSignIn()).toBe(false);

    await client.connect('dev.a');
    adapter.emit('chainChanged', { chainId: 1 });
    await expect(client.signInWithX()).rejects.toThrow('Chain is not supported');
    expect(await client.needsSiwxSignIn()).toBe(false);
  });

  it('asks a connected visitor without a session, signs the store’s message with the wallet and keeps the session', async () => {
    const { client, events } = setup({ siwx: createLocalSiwx({ statement: 'Sign in to the demo.' }) });
    await client.init();
    await client.connect('dev.a');
    expect(await client.needsSiwxSignIn()).toBe(true);

    const session = await client.signInWithX();
    expect(session.message).toContain(`wants you to sign in with your Ethereum account:\n${ADDRESS}\n\nSign in to the demo.\n`);
    expect(session.message).toContain('\nChain ID: 31337\n');
    expect(session.signature).toBe(`0xsigned:${session.message}`);
    expect(session.data).toMatchObject({ accountAddress: ADDRESS, chainId: 'eip155:31337', statement: 'Sign in to the demo.' });
    expect(Object.keys(session.data)).not.toContain('toString');
    expect(Object.keys(session.data)).not.toContain('serializedMessage');
    expect(events.filter((event) => event.name.startsWith('SIWX'))).toMatchObject([
      { name: 'SIWX_AUTH_SUCCESS', properties: { chainId: 'eip155:31337' } },
    ]);
    expect(await client.needsSiwxSignIn()).toBe(false);
    expect(await client.siwxSessions()).toHaveLength(1);

    // Another network of the same account asks again.
    await client.switchNetwork(devnetL2);
    expect(await client.needsSiwxSignIn()).toBe(true);
  });

  it('with anyNetwork, one signature signs the account in on every network of its namespace', async () => {
    const siwx = createLocalSiwx({ anyNetwork: true });
    const { client } = setup({ siwx });
    await client.init();
    await client.connect('dev.a');
    await client.signInWithX();
    await client.switchNetwork(devnetL2);
    expect(await client.needsSiwxSignIn()).toBe(false);
    expect(await client.siwxSessions()).toMatchObject([{ data: { chainId: 'eip155:31337' } }]);
    expect(client.modal.getState().open).toBe(false);
    // Another account still signs in for itself; revoking on any network ends the session everywhere.
    expect(await siwx.getSessions('eip155:31338', '0x2222222222222222222222222222222222222222')).toEqual([]);
    await siwx.revokeSession('eip155:31338', ADDRESS);
    expect(await client.needsSiwxSignIn()).toBe(true);
  });

  it('sends SIWX_AUTH_ERROR and rethrows when the store refuses the session', async () => {
    const local = createLocalSiwx();
    const refusing: SiwxConfig = { ...local, addSession: async () => Promise.reject(new Error('Invalid signature')) };
    const { client, events } = setup({ siwx: refusing });
    await client.init();
    await client.connect('dev.a');
    await expect(client.signInWithX()).rejects.toThrow('Invalid signature');
    expect(events.at(-1)).toMatchObject({ name: 'SIWX_AUTH_ERROR', properties: { chainId: 'eip155:31337', message: 'Invalid signature' } });
    expect(await client.needsSiwxSignIn()).toBe(true);
  });

  it('keeps the session across a reload', async () => {
    const first = setup({ siwx: createLocalSiwx() });
    await first.client.init();
    await first.client.connect('dev.a');
    await first.client.signInWithX();

    const reloaded = setup({ siwx: createLocalSiwx() });
    reloaded.adapter.authorised = true;
    await reloaded.client.init();
    await vi.waitFor(() => expect(reloaded.client.chain.getState().namespaces.eip155!.account.status).toBe('connected'));
    expect(await reloaded.client.needsSiwxSignIn()).toBe(false);
  });

  it('signs out on disconnect by default, from the modal or from the wallet', async () => {
    const siwx = createLocalSiwx();
    const { client, adapter } = setup({ siwx });
    await client.init();
    await client.connect('dev.a');
    await client.signInWithX();
    await client.disconnect();
    await vi.waitFor(async () => expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([]));

    await client.connect('dev.a');
    await client.signInWithX();
    adapter.emit('disconnect', {});
    await vi.waitFor(async () => expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([]));
  });

  it('keeps the session on disconnect when the store says signOutOnDisconnect: false', async () => {
    const siwx = createLocalSiwx({ signOutOnDisconnect: false });
    const { client } = setup({ siwx });
    await client.init();
    await client.connect('dev.a');
    await client.signInWithX();
    await client.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toHaveLength(1);
  });
});
