import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AirlockEvent, type AirlockOptions, createAirlockClient, createLocalSiwx, type SiwxConfig, type SiwxMessage } from '../../src';
import { devnet, devnetL2, walletA } from '../fixtures';
import { MemoryAdapter } from '../memory-adapter';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';

function setup(options: Partial<AirlockOptions> = {}, adapter = new MemoryAdapter([devnet, devnetL2], [walletA])) {
  const client = createAirlockClient({ adapters: [adapter], networks: [devnet, devnetL2], ...options });
  const events: AirlockEvent[] = [];
  client.subscribeEvents((event) => events.push(event));
  return { client, adapter, events };
}

type Client = ReturnType<typeof setup>['client'];

const view = (client: Client) => client.router.getState().view;
const shownMessage = (client: Client) => client.router.getState().data?.siwxMessage as SiwxMessage | undefined;
const status = (client: Client) => client.chain.getState().namespaces.eip155?.account.status;

/** A wallet whose next signature waits for the test. */
function holdSignature(adapter: MemoryAdapter) {
  let settle: { resolve(signature: string): void; reject(error: Error): void } | undefined;
  adapter.signMessage = ({ message }) =>
    new Promise<string>((resolve, reject) => {
      settle = { resolve: () => resolve(`0xsigned:${message}`), reject };
    });
  return {
    approve: () => settle?.resolve(''),
    reject: (error: Error) => settle?.reject(error),
    waiting: () => settle !== undefined,
  };
}

describe('the SIWXSignMessage flow (spec §2, §4)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('keeps the modal open on SIWXSignMessage after a connect without a session, with the message to sign', async () => {
    const { client } = setup({ siwx: createLocalSiwx({ statement: 'Sign in to the demo.' }) });
    await client.init();
    client.open();
    await client.connect('dev.a');
    expect(client.modal.getState().open).toBe(true);
    expect(view(client)).toBe('SIWXSignMessage');
    expect(shownMessage(client)).toMatchObject({ accountAddress: ADDRESS, chainId: 'eip155:31337', statement: 'Sign in to the demo.' });
    expect(client.router.getState().history).toEqual(['SIWXSignMessage']);
  });

  it('opens the modal on the view when the connect came from outside the modal', async () => {
    const { client } = setup({ siwx: createLocalSiwx() });
    await client.init();
    await client.connect('dev.a');
    expect(client.modal.getState().open).toBe(true);
    expect(view(client)).toBe('SIWXSignMessage');
  });

  it('closes as usual after a connect when a session exists, and never asks without siwx', async () => {
    const siwx = createLocalSiwx({ signOutOnDisconnect: false });
    const first = setup({ siwx });
    await first.client.init();
    await first.client.connect('dev.a');
    await first.client.confirmSiwxSignIn();
    await first.client.disconnect();

    const again = setup({ siwx });
    await again.client.init();
    again.client.open();
    await again.client.connect('dev.a');
    expect(again.client.modal.getState().open).toBe(false);

    const off = setup();
    await off.client.init();
    off.client.open();
    await off.client.connect('dev.a');
    expect(off.client.modal.getState().open).toBe(false);
  });

  it('signs: Authenticating... while the wallet asks, then the session kept, the modal closed and the success event', async () => {
    const { client, adapter, events } = setup({ siwx: createLocalSiwx() });
    await client.init();
    await client.connect('dev.a');
    const wallet = holdSignature(adapter);
    const signing = client.confirmSiwxSignIn();
    await vi.waitFor(() => expect(wallet.waiting()).toBe(true));
    expect(client.toasts.getState()).toMatchObject({ open: true, message: 'Authenticating...', variant: 'loading' });
    wallet.approve();
    await expect(signing).resolves.toBe(true);
    expect(client.modal.getState().open).toBe(false);
    expect(client.toasts.getState().open).toBe(false);
    expect(await client.siwxSessions()).toHaveLength(1);
    expect(events.filter((event) => event.name === 'SIWX_AUTH_SUCCESS')).toHaveLength(1);
    expect(await client.needsSiwxSignIn()).toBe(false);
  });

  it('signs the message the view shows', async () => {
    const { client } = setup({ siwx: createLocalSiwx() });
    await client.init();
    await client.connect('dev.a');
    const shown = shownMessage(client);
    await client.confirmSiwxSignIn();
    const [session] = await client.siwxSessions();
    expect(session?.message).toBe(shown?.toString());
  });

  it("shows 'Error signing message' and stays on the view when signing fails; a retry signs a fresh message", async () => {
    const { client, adapter, events } = setup({ siwx: createLocalSiwx() });
    await client.init();
    await client.connect('dev.a');
    const first = shownMessage(client);
    const wallet = holdSignature(adapter);
    const signing = client.confirmSiwxSignIn();
    await vi.waitFor(() => expect(wallet.waiting()).toBe(true));
    wallet.reject(new Error('User rejected the request'));
    await expect(signing).resolves.toBe(false);
    await vi.waitFor(() =>
      expect(client.toasts.getState()).toMatchObject({ open: true, message: 'Error signing message', variant: 'error' }),
    );
    expect(client.modal.getState().open).toBe(true);
    expect(view(client)).toBe('SIWXSignMessage');
    expect(events.at(-1)).toMatchObject({ name: 'SIWX_AUTH_ERROR', properties: { message: 'User rejected the request' } });
    expect(await client.siwxSessions()).toEqual([]);

    adapter.signMessage = async ({ message }) => `0xsigned:${message}`;
    await expect(client.confirmSiwxSignIn()).resolves.toBe(true);
    const [session] = await client.siwxSessions();
    expect(session?.data.nonce).not.toBe(first?.nonce);
  });

  it('cancel closes the modal and leaves the wallet connected when sign-in is optional', async () => {
    const { client } = setup({ siwx: createLocalSiwx() });
    await client.init();
    await client.connect('dev.a');
    await client.cancelSiwxSignIn();
    expect(client.modal.getState().open).toBe(false);
    expect(status(client)).toBe('connected');
    // Closing (the X, Escape, the backdrop) is allowed too.
    await client.connect('dev.a');
    expect(view(client)).toBe('SIWXSignMessage');
    client.close();
    expect(client.modal.getState().open).toBe(false);
  });

  it('cancel disconnects when sign-in is required and there is no session', async () => {
    const { client, events } = setup({ siwx: createLocalSiwx({ required: true }) });
    await client.init();
    await client.connect('dev.a');
    await client.cancelSiwxSignIn();
    expect(status(client)).toBe('disconnected');
    expect(client.modal.getState().open).toBe(false);
    expect(events.some((event) => event.name === 'DISCONNECT_SUCCESS')).toBe(true);
  });

  it('cancel switches back to the last authenticated network when sign-in is required and a session exists', async () => {
    const { client, adapter } = setup({ siwx: createLocalSiwx({ required: true }) });
    await client.init();
    await client.connect('dev.a');
    await client.confirmSiwxSignIn();

    await client.switchNetwork(devnetL2);
    expect(client.modal.getState().open).toBe(true);
    expect(view(client)).toBe('SIWXSignMessage');
    expect(shownMessage(client)?.chainId).toBe('eip155:31338');

    await client.cancelSiwxSignIn();
    expect(adapter.calls.filter((call) => call.startsWith('switch:')).at(-1)).toBe('switch:31337');
    expect(client.chain.getState().namespaces.eip155?.network.caipNetwork?.id).toBe(31337);
    expect(status(client)).toBe('connected');
    expect(client.modal.getState().open).toBe(false);
  });

  it('cannot be closed while sign-in is required and no session exists: closing shakes the modal for 500 ms', async () => {
    const { client } = setup({ siwx: createLocalSiwx({ required: true }) });
    await client.init();
    await client.connect('dev.a');
    vi.useFakeTimers();
    client.close();
    expect(client.modal.getState()).toMatchObject({ open: true, shake: true });
    expect(view(client)).toBe('SIWXSignMessage');
    vi.advanceTimersByTime(499);
    expect(client.modal.getState().shake).toBe(true);
    vi.advanceTimersByTime(1);
    expect(client.modal.getState().shake).toBe(false);
    client.goBack();
    expect(client.modal.getState()).toMatchObject({ open: true, shake: true });
    client.open();
    expect(view(client)).toBe('SIWXSignMessage');
    vi.useRealTimers();

    await client.confirmSiwxSignIn();
    expect(client.modal.getState().open).toBe(false);
    client.open();
    client.close();
    expect(client.modal.getState().open).toBe(false);
  });

  it('disconnects and resets to Connect with the initialisation toast when the message cannot be made', async () => {
    const local = createLocalSiwx();
    const failing: SiwxConfig = { ...local, createMessage: () => Promise.reject(new Error('nonce service down')) };
    const { client, events } = setup({ siwx: failing });
    await client.init();
    client.open();
    await client.connect('dev.a');
    expect(status(client)).toBe('disconnected');
    expect(view(client)).toBe('Connect');
    expect(client.router.getState().history).toEqual(['Connect']);
    expect(client.modal.getState().open).toBe(true);
    await vi.waitFor(() =>
      expect(client.toasts.getState()).toMatchObject({
        open: true,
        message: 'A problem occurred while trying initialize authentication',
        variant: 'error',
      }),
    );
    expect(events).toContainEqual(expect.objectContaining({ name: 'SIWX_AUTH_ERROR' }));
  });

  it('treats a failing session lookup as an initialisation failure too', async () => {
    const local = createLocalSiwx();
    const failing: SiwxConfig = { ...local, getSessions: () => Promise.reject(new Error('store down')) };
    const { client } = setup({ siwx: failing });
    await client.init();
    await client.connect('dev.a');
    expect(status(client)).toBe('disconnected');
    expect(view(client)).toBe('Connect');
    await vi.waitFor(() => expect(client.toasts.getState().message).toBe('A problem occurred while trying initialize authentication'));
  });

  it('asks again when the wallet changes account, and for the new account', async () => {
    const { client, adapter } = setup({ siwx: createLocalSiwx() });
    await client.init();
    await client.connect('dev.a');
    await client.confirmSiwxSignIn();
    adapter.emit('accountChanged', { address: OTHER });
    await vi.waitFor(() => expect(view(client)).toBe('SIWXSignMessage'));
    expect(client.modal.getState().open).toBe(true);
    expect(shownMessage(client)?.accountAddress).toBe(OTHER);
  });

  it('asks again when the wallet changes network, unless that network already has a session', async () => {
    const { client, adapter } = setup({ siwx: createLocalSiwx() });
    await client.init();
    await client.connect('dev.a');
    await client.confirmSiwxSignIn();
    adapter.emit('chainChanged', { chainId: 31338 });
    await vi.waitFor(() => expect(client.modal.getState().open).toBe(true));
    expect(view(client)).toBe('SIWXSignMessage');
    expect(shownMessage(client)?.chainId).toBe('eip155:31338');
    await client.confirmSiwxSignIn();

    adapter.emit('chainChanged', { chainId: 31337 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.modal.getState().open).toBe(false);
  });

  it('asks again when a connection restored on page load has no session, and not when it has one', async () => {
    const siwx = createLocalSiwx({ signOutOnDisconnect: false });
    const first = setup({ siwx });
    await first.client.init();
    await first.client.connect('dev.a');
    await first.client.cancelSiwxSignIn();

    const restored = setup({ siwx });
    restored.adapter.authorised = true;
    await restored.client.init();
    await vi.waitFor(() => expect(restored.client.modal.getState().open).toBe(true));
    expect(view(restored.client)).toBe('SIWXSignMessage');
    await restored.client.confirmSiwxSignIn();

    const reloaded = setup({ siwx });
    reloaded.adapter.authorised = true;
    await reloaded.client.init();
    await vi.waitFor(() => expect(status(reloaded.client)).toBe('connected'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reloaded.client.modal.getState().open).toBe(false);
  });

  it('shows its toasts in the modal’s language once the sign-in strings have loaded', async () => {
    const { client } = setup({ siwx: createLocalSiwx(), locale: 'de' });
    await client.init();
    await vi.waitFor(() => expect(client.locale.getState().locale).toBe('de'));
    await client.connect('dev.a');
    await vi.waitFor(() => expect(client.locale.getState().parts.signIn).toBeDefined());
    const wallet = holdSignature(client.options.adapters[0] as MemoryAdapter);
    const signing = client.confirmSiwxSignIn();
    await vi.waitFor(() => expect(wallet.waiting()).toBe(true));
    expect(client.toasts.getState()).toMatchObject({ open: true, message: 'Authentifizierung läuft...', variant: 'loading' });
    wallet.approve();
    await signing;
  });

  it('on return, a required session revoked elsewhere asks at once; an optional one waits for the next connect', async () => {
    const required = createLocalSiwx({ required: true });
    const { client } = setup({ siwx: required });
    await client.init();
    await client.connect('dev.a');
    await client.confirmSiwxSignIn();
    expect(client.modal.getState().open).toBe(false);
    // Still signed in: coming back changes nothing.
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.modal.getState().open).toBe(false);

    await required.revokeSession('eip155:31337', ADDRESS);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(view(client)).toBe('SIWXSignMessage'));
    expect(client.modal.getState().open).toBe(true);
    client.destroy();

    localStorage.clear();
    const optional = createLocalSiwx();
    const second = setup({ siwx: optional });
    await second.client.init();
    await second.client.connect('dev.a');
    await second.client.confirmSiwxSignIn();
    await optional.revokeSession('eip155:31337', ADDRESS);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(async () => expect(await second.client.needsSiwxSignIn()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.client.modal.getState().open).toBe(false);
    second.client.destroy();
  });

  it('a wallet that signs in as it connects (one-click auth, through ConnectParams.siwx): no sign view, the success event', async () => {
    const siwx = createLocalSiwx();
    const adapter = new MemoryAdapter([devnet, devnetL2], [walletA]);
    const connect = adapter.connect.bind(adapter);
    adapter.connect = async (params) => {
      const message = await params.siwx!.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:31337' });
      const { toString: _toString, serializedMessage: _text, ...data } = message;
      await params.siwx!.addSession({ data, message: message.toString(), signature: '0xone-click' });
      return connect(params);
    };
    const { client, events } = setup({ siwx }, adapter);
    await client.init();
    client.open();
    await client.connect('dev.a');
    expect(client.modal.getState().open).toBe(false);
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toMatchObject([{ signature: '0xone-click' }]);
    expect(events.filter((event) => event.name.startsWith('SIWX'))).toMatchObject([
      { name: 'SIWX_AUTH_SUCCESS', properties: { chainId: 'eip155:31337' } },
    ]);
  });
});
