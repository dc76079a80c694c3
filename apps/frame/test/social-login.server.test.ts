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
import { attachSocialLogin, createSocialLogin } from '../src/wallet/social-login';

const APP_ORIGIN = 'http://localhost:5173';

/** The frame's social login in Node: the real server and frame host, a real OpenID provider, the frame's dispatcher. */
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
      AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'),
      AIRLOCK_DATA_DIR: dataDir,
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      AIRLOCK_SOCIAL_GOOGLE_ISSUER: provider.issuer,
    };
    server = await startServer({ ...loadServerConfig(env), port: 0, framePort, databaseUrl: 'memory://', logLevel: 'warn' }, { logger: false });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await provider?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  function frame() {
    const vault = createMemoryVault();
    const events: FrameEventMessage[] = [];
    const options = { apiUrl: server.url, projectId: DEMO_PROJECT_ID, sdkVersion: 'frame-test' };
    const social = createSocialLogin({
      api: createSocialApi(options),
      vault,
      signOut: createEmbeddedApi(options).signOut,
      emit: (event) => events.push(event),
      chainId: () => 31337,
      frameOrigin,
      appOrigin: APP_ORIGIN,
    });
    // Only the social handlers are exercised: the rest of the wallet (the account type it adds to the user) is not needed here.
    const wallet = { withAccountType: async (user: FrameUser) => user } as unknown as EmbeddedWallet;
    const dispatcher = createFrameDispatcher({ chainId: 31337 }, attachSocialLogin(wallet, social));
    let id = 0;
    const request = async (type: FrameRequestMessage['type'], payload: unknown) => (await dispatcher.dispatch({ id: String(++id), type, payload } as FrameRequestMessage)).reply;
    return { vault, events, request };
  }

  it('GET_SOCIAL_REDIRECT_URI → popup through the provider → callback page → CONNECT_SOCIAL logs in', async () => {
    const { vault, events, request } = frame();
    const started = await request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' });
    expect(started.type).toBe('GET_SOCIAL_REDIRECT_URI_SUCCESS');
    const { uri } = started.payload as { uri: string };
    expect(new URL(uri).searchParams.get('redirect_uri')).toBe(`${frameOrigin}/social/callback`);

    const callback = await provider.signIn(uri, 'heidi');
    const page = await fetch(callback);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`"targetOrigin":"${APP_ORIGIN}"`);

    const connected = await request('CONNECT_SOCIAL', { uri: callback.href });
    expect(connected.type, JSON.stringify(connected.payload)).toBe('CONNECT_SOCIAL_SUCCESS');
    const user = { email: 'heidi@example.org', userName: 'heidi', chainId: 31337, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) };
    expect(connected.payload).toEqual(user);
    expect(events).toEqual([{ type: 'LOGGED_IN', payload: user }]);
    const stored = vault.contents().session;
    expect(stored).toMatchObject({ email: 'heidi@example.org', address: (connected.payload as { address: string }).address });
    expect(JSON.stringify([started, connected, events])).not.toContain(stored!.token);

    const replayed = await request('CONNECT_SOCIAL', { uri: callback.href });
    expect(replayed).toMatchObject({ type: 'CONNECT_SOCIAL_ERROR', payload: { message: 'This social login has expired or was already used: start again' } });
  }, 30_000);

  it('answers clear errors: unknown or unconfigured provider, a foreign result address, a cancelled login', async () => {
    const { request } = frame();
    expect(await request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })).toMatchObject({ type: 'GET_SOCIAL_REDIRECT_URI_ERROR', payload: { message: 'Failed to initiate social connection: "myspace" is not a social provider' } });
    expect(await request('GET_SOCIAL_REDIRECT_URI', { provider: 'discord' })).toMatchObject({ payload: { message: 'Failed to initiate social connection: discord login is not configured on this server' } });
    expect(await request('CONNECT_SOCIAL', { uri: 'https://evil.example/social/callback?code=a&state=b' })).toMatchObject({ type: 'CONNECT_SOCIAL_ERROR', payload: { message: 'The social login result is not an address of this frame’s callback page' } });
    expect(await request('CONNECT_SOCIAL', { uri: `${frameOrigin}/social/callback?error=access_denied&state=b` })).toMatchObject({ payload: { message: 'Social login was not completed (access_denied)' } });
  });
});
