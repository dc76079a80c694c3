import { describe, expect, it, vi } from 'vitest';
import { bootFrame, type FrameWindow } from '../src/frame-boot';
import { FRAME_VERSION } from '../src/frame-version';
import { createMemoryVault } from '../src/session/memory-vault';
import { createOtpPromptStore } from '../src/ui/otp-prompt-store';
import { createEmbeddedWallet } from '../src/wallet/embedded-wallet';

const PROJECT = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';
const CONFIG = JSON.stringify({ projectId: PROJECT, allowedOrigins: ['http://localhost:*'], apiUrl: 'http://127.0.0.1:8787' });

function fakeFrame(overrides: Partial<FrameWindow> & { ancestor?: string } = {}) {
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  const parent = { postMessage: (message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin }) };
  let handler: ((event: MessageEvent) => void) | undefined;
  const reload = vi.fn();
  const console = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const frame: FrameWindow = {
    self: {},
    parent,
    location: {
      search: `?projectId=${PROJECT}&chainId=31337&version=0.1.0`,
      ancestorOrigins: [overrides.ancestor ?? 'http://localhost:5173'],
      reload,
    },
    referrer: '',
    configContent: CONFIG,
    addMessageListener: (listener) => {
      handler = listener;
      return () => (handler = undefined);
    },
    console,
    ...overrides,
  };
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    handler?.({ data, origin: from.origin ?? 'http://localhost:5173', source: from.source ?? parent } as MessageEvent);
  return { frame, posted, send, reload, console, parent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bootFrame', () => {
  it('outside an iframe says only "parent is not set"', () => {
    const fake = fakeFrame();
    const status = bootFrame({ ...fake.frame, self: fake.parent });
    expect(status).toEqual({ kind: 'parent-not-set', message: 'parent is not set' });
    expect(fake.console.error).toHaveBeenCalledWith('parent is not set');
    expect(fake.posted).toEqual([]);
  });

  it('announces FRAME_READY to the embedding origin exactly', () => {
    const fake = fakeFrame();
    expect(bootFrame(fake.frame)).toMatchObject({ kind: 'running', origin: 'http://localhost:5173' });
    expect(fake.posted).toEqual([
      { message: { type: 'FRAME_READY', payload: { version: FRAME_VERSION } }, targetOrigin: 'http://localhost:5173' },
    ]);
  });

  it('refuses an embedding origin off the allowlist, or no origin at all', () => {
    for (const fake of [fakeFrame({ ancestor: 'https://evil.test' }), fakeFrame({ location: { search: '', reload: vi.fn() } })]) {
      expect(bootFrame(fake.frame)).toEqual({ kind: 'refused', message: 'Origin Not Allowed' });
      expect(fake.posted).toEqual([]);
    }
  });

  it("keeps the server's chain names for the approval view", () => {
    const named = fakeFrame({
      configContent: JSON.stringify({ ...JSON.parse(CONFIG), chains: [{ chainId: 31337, name: 'Airlock Devnet' }] }),
    });
    expect(bootFrame(named.frame)).toMatchObject({ kind: 'running', chainNames: new Map([[31337, 'Airlock Devnet']]) });
  });

  it('uses the referrer where there are no ancestorOrigins', () => {
    const fake = fakeFrame({ location: { search: '', reload: vi.fn() }, referrer: 'http://localhost:3000/app' });
    expect(bootFrame(fake.frame)).toMatchObject({ kind: 'running', origin: 'http://localhost:3000' });
  });

  it('refuses without the server-written config, or for another project', () => {
    expect(bootFrame(fakeFrame({ configContent: '' }).frame).kind).toBe('refused');
    expect(bootFrame(fakeFrame({ configContent: '{bad' }).frame).kind).toBe('refused');
    const other = fakeFrame();
    other.frame.location.search = '?projectId=b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2';
    expect(bootFrame(other.frame).kind).toBe('refused');
  });

  it('answers requests from the parent window and origin, once each, with their id', async () => {
    const fake = fakeFrame();
    bootFrame(fake.frame);
    fake.send({ id: 'q1', type: 'IS_CONNECTED', payload: {} });
    fake.send({ id: 'q2', type: 'GET_CHAIN_ID', payload: {} });
    await settle();
    expect(fake.posted.slice(1)).toEqual([
      { message: { id: 'q1', type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } }, targetOrigin: 'http://localhost:5173' },
      { message: { id: 'q2', type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 } }, targetOrigin: 'http://localhost:5173' },
    ]);
  });

  it('ignores other windows and origins silently, malformed messages with a warning', async () => {
    const fake = fakeFrame();
    bootFrame(fake.frame);
    fake.send({ id: 'q1', type: 'IS_CONNECTED', payload: {} }, { origin: 'https://evil.test' });
    fake.send({ id: 'q2', type: 'IS_CONNECTED', payload: {} }, { source: {} });
    fake.send({ id: 'q3', type: 'NOPE' });
    fake.send('hello');
    await settle();
    expect(fake.posted).toHaveLength(1);
    expect(fake.console.warn).toHaveBeenCalledTimes(2);
  });

  it('reloads after answering RELOAD', async () => {
    const fake = fakeFrame();
    bootFrame(fake.frame);
    fake.send({ id: 'r', type: 'RELOAD', payload: {} });
    await settle();
    expect(fake.posted[1]?.message).toEqual({ id: 'r', type: 'RELOAD_SUCCESS', payload: {} });
    expect(fake.reload).toHaveBeenCalledOnce();
  });

  it('stops listening when stopped', async () => {
    const fake = fakeFrame();
    const status = bootFrame(fake.frame);
    if (status.kind === 'running') status.stop();
    fake.send({ id: 'q1', type: 'IS_CONNECTED', payload: {} });
    await settle();
    expect(fake.posted).toHaveLength(1);
  });

  it('posts wallet events to the embedding origin; a fault behind "An error occurred" is logged, its details never replied', async () => {
    const fake = fakeFrame();
    const api = {
      startEmail: async () => ({ action: 'VERIFY_OTP' as const }),
      session: async () => Promise.reject(new TypeError('boom')),
    } as unknown as Parameters<typeof createEmbeddedWallet>[0]['api'];
    const vault = createMemoryVault();
    await vault.putSession({ sessionId: 's', token: 't', expiresAt: '', email: null, address: '0x1' });
    await vault.putDeviceKey({} as CryptoKeyPair);
    const status = bootFrame(fake.frame, ({ events, chainId }) =>
      createEmbeddedWallet({ api, vault, prompt: createOtpPromptStore(), emit: events.emit, chainId }),
    );
    expect(status).toMatchObject({ kind: 'running', wallet: expect.any(Object) });
    fake.send({ id: 'e1', type: 'CONNECT_EMAIL', payload: { email: 'a@b.test' } });
    await settle();
    expect(fake.posted.slice(1)).toEqual([
      { message: { type: 'SHOW_FRAME', payload: {} }, targetOrigin: 'http://localhost:5173' },
      { message: { id: 'e1', type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } }, targetOrigin: 'http://localhost:5173' },
    ]);
    fake.send({ id: 'e2', type: 'IS_CONNECTED', payload: {} });
    await settle();
    expect(fake.posted.at(-1)?.message).toEqual({ id: 'e2', type: 'IS_CONNECTED_ERROR', payload: { message: 'An error occurred' } });
    expect(fake.console.warn).toHaveBeenCalledWith('Airlock frame: IS_CONNECTED failed (TypeError: boom)');
  });
});
