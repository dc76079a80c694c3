import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameEventMessage, FrameRequestMessage, FrameUser } from '@airlock/protocol';
import { DEMO_PROJECT_ID, loadServerConfig, startServer, type RunningServer } from '@airlock/server';
import { freePort } from '../../../services/server/test/support/free-port';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../../services/server/test/support/local-oidc-provider';
import { createEmbeddedApi } from '../src/api/embedded-api';
import { createSocialApi } from '../src/api/social-api';
import { createFrameDispatcher } from '../src/messaging/frame-dispatcher';
import { createMemoryVault } from '../src/session/memory-vault';
import type { EmbeddedWallet } from '../src/wallet/embedded-wallet';
import { attachSocialLogin, createSocialLogin, SOCIAL_TEXT } from '../src/wallet/social-login';
import type { SocialPopupWindows } from '../src/wallet/social-popup-windows';

const APP_ORIGIN = 'http://localhost:5173';

/** A popup page's window as the frame sees it: what the frame answered it. */
interface PopupWindow {
  inbox: unknown[];
}

/** The frame's side of the window messaging, in memory: messages are handed in with the origin the browser would report. */
function popupWindows() {
  const handlers = new Set<Parameters<SocialPopupWindows['listen']>[0]>();
  const warnings: string[] = [];
  const windows: SocialPopupWindows = {
    listen(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    reply: (source, message) => void (source as PopupWindow).inbox.push(message),
    warn: (message) => void warnings.push(message),
  };
  return {
    windows,
    warnings,
    listening: () => handlers.size,
    post(data: unknown, origin: string, source: PopupWindow) {
      for (const handler of [...handlers]) handler({ data, origin, source });
    },
  };
}

/** The frame social login in Node: the real server and frame host, a real OpenID provider, the frame's dispatcher. */
describe('the frame social login against the Airlock server and a local OpenID provider', () => {
  let provider: LocalOidcProvider;
  let server: RunningServer;
  let dataDir: string;
  let frameOrigin: string;

  beforeAll(async () => {
    const framePort = await freePort();
    frameOrigin = `http://127.0.0.1:${framePort}`;
    provider = await startLocalOidcProvider({ redirectUris: [`${frameOrigin}/social/callback`] });
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-frame-social-'));
    const env = {
      AIRLOCK_DEMO: '1',
      AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'),
      AIRLOCK_DATA_DIR: dataDir,
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      AIRLOCK_SOCIAL_GOOGLE_ISSUER: provider.issuer,
    };
    server = await startServer(
      { ...loadServerConfig(env), port: 0, framePort, databaseUrl: 'memory://', logLevel: 'warn' },
      { logger: false },
    );
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await provider?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  function frame() {
    const vault = createMemoryVault();
    const events: FrameEventMessage[] = [];
    const popups = popupWindows();
    // The browser sends the frame's Origin with every call it makes; Node's fetch is told to.
    const fromFrame: typeof fetch = (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: frameOrigin } });
    const options = { apiUrl: server.url, projectId: DEMO_PROJECT_ID, sdkVersion: 'frame-test', fetch: fromFrame };
    const social = createSocialLogin({
      api: createSocialApi(options),
      vault,
      signOut: createEmbeddedApi(options).signOut,
      emit: (event) => events.push(event),
      chainId: () => 31337,
      frameOrigin,
      appOrigin: APP_ORIGIN,
      popups: popups.windows,
    });
    // Only the social handlers are exercised: the rest of the wallet (the account type it adds to the user) is not needed here.
    const wallet = { withAccountType: async (user: FrameUser) => user } as unknown as EmbeddedWallet;
    const dispatcher = createFrameDispatcher({ chainId: 31337 }, attachSocialLogin(wallet, social));
    let id = 0;
    const request = async (type: FrameRequestMessage['type'], payload: unknown) =>
      (await dispatcher.dispatch({ id: String(++id), type, payload } as FrameRequestMessage)).reply;
    return { vault, events, popups, request };
  }

  /** Starts a login in `of` and lets its popup ask for the provider: the provider's URL the frame answered. */
  async function startWithPopup(of: ReturnType<typeof frame>, popup: PopupWindow): Promise<{ begin: string; providerUri: string }> {
    const started = await of.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' });
    expect(started.type, JSON.stringify(started.payload)).toBe('GET_SOCIAL_REDIRECT_URI_SUCCESS');
    const begin = (started.payload as { uri: string }).uri;
    of.popups.post({ type: 'SOCIAL_POPUP_READY' }, frameOrigin, popup);
    const answer = popup.inbox.at(-1) as { type: string; uri: string };
    expect(answer.type).toBe('SOCIAL_PROVIDER_URI');
    return { begin, providerUri: answer.uri };
  }

  it('names a secret-free begin page, tells only its popup the provider, takes its own result, gives the page the user only', async () => {
    const { vault, events, popups, request } = frame();
    const popup: PopupWindow = { inbox: [] };
    const { begin, providerUri } = await startWithPopup({ vault, events, popups, request }, popup);
    expect(begin).toBe(`${frameOrigin}/social/begin`);
    expect(new URL(providerUri).origin).toBe(provider.issuer);
    expect(new URL(providerUri).searchParams.get('redirect_uri')).toBe(`${frameOrigin}/social/callback`);
    const state = new URL(providerUri).searchParams.get('state')!;

    const connected = request('CONNECT_SOCIAL', { uri: begin });
    const callback = await provider.signIn(providerUri, 'heidi');
    expect((await fetch(callback)).status).toBe(200);
    popups.post({ type: 'SOCIAL_RESULT', uri: callback.href }, frameOrigin, popup);
    expect(popup.inbox.at(-1)).toEqual({ type: 'SOCIAL_RESULT_RECEIVED' });

    const reply = await connected;
    expect(reply.type, JSON.stringify(reply.payload)).toBe('CONNECT_SOCIAL_SUCCESS');
    const user = { email: 'heidi@example.org', userName: 'heidi', chainId: 31337, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) };
    expect(reply.payload).toEqual(user);
    expect(events).toEqual([
      { type: 'SOCIAL_CONNECTING', payload: {} },
      { type: 'LOGGED_IN', payload: user },
    ]);
    const stored = vault.contents().session!;
    expect(stored).toMatchObject({ email: 'heidi@example.org', address: (reply.payload as { address: string }).address });
    // What the page got (the replies and events) holds no code, state, provider URL or token.
    const toPage = JSON.stringify([reply, events]);
    for (const secret of [callback.searchParams.get('code')!, state, providerUri, stored.token]) expect(toPage).not.toContain(secret);
    expect(popups.listening()).toBe(0);
    expect(popups.warnings).toEqual([]);

    // The same result again finds no login waiting, and the page cannot pass one in.
    popups.post({ type: 'SOCIAL_RESULT', uri: callback.href }, frameOrigin, popup);
    expect(await request('CONNECT_SOCIAL', { uri: begin })).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { message: SOCIAL_TEXT.noLoginStarted },
    });
  }, 30_000);

  it("ignores a result with a state it did not start (another login's, with its code), and a result from another origin", async () => {
    const victim = frame();
    const popup: PopupWindow = { inbox: [] };
    const { begin, providerUri } = await startWithPopup(victim, popup);
    const outcome = victim.request('CONNECT_SOCIAL', { uri: begin });
    let settled = false;
    void outcome.then(() => (settled = true));

    // A login someone else started (its own device key), brought to this frame by a frame-origin window.
    const other = frame();
    const otherPopup: PopupWindow = { inbox: [] };
    const otherStart = await startWithPopup(other, otherPopup);
    const otherOutcome = other.request('CONNECT_SOCIAL', { uri: otherStart.begin });
    const foreign = await provider.signIn(otherStart.providerUri, 'mallory');
    victim.popups.post({ type: 'SOCIAL_RESULT', uri: foreign.href }, frameOrigin, popup);
    expect(victim.popups.warnings).toEqual([SOCIAL_TEXT.ignoredResult]);
    expect(popup.inbox).toEqual([{ type: 'SOCIAL_PROVIDER_URI', uri: providerUri }]);
    expect(victim.events).toEqual([]);
    // The frame did not spend that state: the login that started it still completes.
    other.popups.post({ type: 'SOCIAL_RESULT', uri: foreign.href }, frameOrigin, otherPopup);
    expect(await otherOutcome).toMatchObject({ type: 'CONNECT_SOCIAL_SUCCESS', payload: { userName: 'mallory' } });

    // Its own result, but from the dApp page's origin: not a popup page of this frame.
    const own = await provider.signIn(providerUri, 'heidi');
    victim.popups.post({ type: 'SOCIAL_RESULT', uri: own.href }, APP_ORIGIN, popup);
    // A second popup asking for the provider's URL gets nothing.
    const second: PopupWindow = { inbox: [] };
    victim.popups.post({ type: 'SOCIAL_POPUP_READY' }, frameOrigin, second);
    expect(second.inbox).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(victim.vault.contents().session).toBeUndefined();

    victim.popups.post({ type: 'SOCIAL_RESULT', uri: own.href }, frameOrigin, popup);
    expect(await outcome).toMatchObject({ type: 'CONNECT_SOCIAL_SUCCESS', payload: { userName: 'heidi' } });
    expect(victim.popups.warnings).toEqual([SOCIAL_TEXT.ignoredResult, SOCIAL_TEXT.ignoredPopup]);
  }, 30_000);

  it('a new login replaces one still waiting: the old CONNECT_SOCIAL fails and the old result is ignored', async () => {
    const { request, popups, vault } = frame();
    const popup: PopupWindow = { inbox: [] };
    const first = await startWithPopup({ request, popups } as ReturnType<typeof frame>, popup);
    const firstOutcome = request('CONNECT_SOCIAL', { uri: first.begin });
    await startWithPopup({ request, popups } as ReturnType<typeof frame>, { inbox: [] });
    expect(await firstOutcome).toMatchObject({ type: 'CONNECT_SOCIAL_ERROR', payload: { message: SOCIAL_TEXT.replaced } });
    const stale = await provider.signIn(first.providerUri, 'trent');
    popups.post({ type: 'SOCIAL_RESULT', uri: stale.href }, frameOrigin, popup);
    expect(popups.warnings).toEqual([SOCIAL_TEXT.ignoredResult]);
    expect(vault.contents().session).toBeUndefined();
    expect(popups.listening()).toBe(1);
  }, 30_000);

  it('answers clear errors: unknown or unconfigured provider, an address from the page, no login started, a cancelled login', async () => {
    const { request, popups } = frame();
    expect(await request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })).toMatchObject({
      type: 'GET_SOCIAL_REDIRECT_URI_ERROR',
      payload: { message: 'Failed to initiate social connection: "myspace" is not a social provider' },
    });
    expect(await request('GET_SOCIAL_REDIRECT_URI', { provider: 'discord' })).toMatchObject({
      payload: { message: 'Failed to initiate social connection: discord login is not configured on this server' },
    });
    expect(await request('CONNECT_SOCIAL', { uri: `${frameOrigin}/social/begin` })).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { message: SOCIAL_TEXT.noLoginStarted },
    });

    const popup: PopupWindow = { inbox: [] };
    const { begin, providerUri } = await startWithPopup({ request, popups } as ReturnType<typeof frame>, popup);
    const state = new URL(providerUri).searchParams.get('state')!;
    expect(await request('CONNECT_SOCIAL', { uri: `${frameOrigin}/social/callback?code=a&state=${state}` })).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { message: SOCIAL_TEXT.notThePopup },
    });
    const cancelled = request('CONNECT_SOCIAL', { uri: begin });
    popups.post({ type: 'SOCIAL_RESULT', uri: `${frameOrigin}/social/callback?error=access_denied&state=${state}` }, frameOrigin, popup);
    expect(await cancelled).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { message: 'Social login was not completed (access_denied)' },
    });
  });
});
