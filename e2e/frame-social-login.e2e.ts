import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, loadServerConfig, startServer, type RunningServer } from '@airlock/server';
import { FRAME_TEST_DIST } from './support/test-builds';
import { freePort } from '../services/server/test/support/free-port';
import { startLocalOidcProvider, type LocalOidcProvider } from '../services/server/test/support/local-oidc-provider';
import { recordPageMessages, secretsFoundIn, whatTheDappCanRead } from './support/dapp-page-secrets';
import { frameEvent, installFrameHarness, sendToFrame } from './support/frame-harness';
import { startLocalPageServer, type LocalPageServer } from './support/local-page-server';
import { launchPartitionedChromium } from './support/partitioned-chromium';
import { useWatchedPagePerTest } from './support/watched-page-per-test';

const DAPP_HTML = '<!doctype html><html lang="en"><head><title>dApp</title></head><body><h1>dApp</h1></body></html>';

/**
 * Social login as the modal drives it, without the modal: the dApp page asks the frame to start a
 * login and gets the frame host's begin page, opens it in a 600x800 popup, the popup asks the frame
 * for the provider's URL, a person signs in at a real OpenID provider, and the frame host's callback
 * page posts the result to the frame only. The dApp page hears the outcome, never the code or state.
 */
describe('social login through the secure frame and a popup', () => {
  let server: RunningServer;
  let provider: LocalOidcProvider;
  let browser: Browser;
  const pages = useWatchedPagePerTest(() => browser);
  let dapp: LocalPageServer;
  let dataDir: string;
  let frameOrigin: string;

  beforeAll(async () => {
    const framePort = await freePort();
    frameOrigin = `http://127.0.0.1:${framePort}`;
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-social-e2e-'));
    provider = await startLocalOidcProvider({ redirectUris: [`${frameOrigin}/social/callback`] });
    const env = {
      AIRLOCK_DEMO: '1',
      AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'),
      AIRLOCK_DATA_DIR: dataDir,
      AIRLOCK_FRAME_ORIGINS: frameOrigin,
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      AIRLOCK_SOCIAL_GOOGLE_ISSUER: provider.issuer,
    };
    [server, browser, dapp] = await Promise.all([
      startServer(
        {
          ...loadServerConfig(env),
          demoProject: true,
          port: 0,
          framePort,
          frameDir: FRAME_TEST_DIST,
          databaseUrl: 'memory://',
          logLevel: 'warn',
        },
        { logger: false },
      ),
      launchPartitionedChromium(),
      startLocalPageServer(DAPP_HTML),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await provider?.close();
    await dapp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('logs in with the provider in a popup; the code and state go to the frame only, and the page hears only the outcome', async () => {
    const { page, context } = pages.watched;
    // The provider's development pages ask for a web font: nothing leaves the machine.
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => route.abort(),
    );
    const callbacks: URL[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === frameOrigin && url.pathname === '/social/callback') callbacks.push(url);
    });
    await recordPageMessages(page);
    await page.goto(`http://localhost:${dapp.port}/dapp.html`);
    expect(await installFrameHarness(page, `${frameOrigin}/?projectId=${DEMO_PROJECT_ID}&chainId=31337&version=0.1.0`)).toBe(true);

    const redirect = (await sendToFrame(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })) as {
      type: string;
      payload: { uri: string };
    };
    expect(redirect).toEqual({
      id: expect.any(String),
      type: 'GET_SOCIAL_REDIRECT_URI_SUCCESS',
      payload: { uri: `${frameOrigin}/social/begin` },
    });

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((uri) => void window.open(uri, 'airlock-social', 'width=600,height=800'), redirect.payload.uri),
    ]);
    // The begin page asked the frame, which sent it on to the provider.
    await popup.waitForURL((url) => url.origin === provider.issuer);
    await popup.locator('input[name="login"]').fill('ivan');
    await popup.locator('input[name="password"]').fill('any');
    await popup.locator('button[type="submit"]').click();
    // The callback page closes the popup once the frame has the result: listen for that before the click that leads there.
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue' }).click()]);

    const connected = await sendToFrame(page, 'CONNECT_SOCIAL', { uri: redirect.payload.uri });
    const user = { email: 'ivan@example.org', userName: 'ivan', chainId: 31337, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) };
    expect(connected).toMatchObject({ type: 'CONNECT_SOCIAL_SUCCESS', payload: user });
    expect(await frameEvent(page, 'SOCIAL_CONNECTING')).toEqual({ type: 'SOCIAL_CONNECTING', payload: {} });
    expect(await frameEvent(page, 'LOGGED_IN')).toEqual({ type: 'LOGGED_IN', payload: user });
    expect(await sendToFrame(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } });
    expect(await sendToFrame(page, 'GET_USER', {})).toMatchObject({ type: 'GET_USER_SUCCESS', payload: { email: 'ivan@example.org' } });

    // Everything the page's script could reach, every message it received included: no code, no state.
    expect(callbacks).toHaveLength(1);
    const [callback] = callbacks;
    const seen = await whatTheDappCanRead(page);
    expect(seen.messageCount).toBeGreaterThan(0);
    expect(
      secretsFoundIn(seen.text, {
        code: callback!.searchParams.get('code')!,
        state: callback!.searchParams.get('state')!,
        callback: '/social/callback',
      }),
    ).toEqual([]);
    // The frame's login is done: the page cannot ask for it again.
    expect(await sendToFrame(page, 'CONNECT_SOCIAL', { uri: redirect.payload.uri })).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { message: 'No social login was started in this frame: start again' },
    });
  });

  it('a page opening the begin page itself, no login started in the frame, gets nothing and cannot start one on the server', async () => {
    const { page } = pages.watched;
    await recordPageMessages(page);
    await page.goto(`http://localhost:${dapp.port}/dapp.html`);
    expect(await installFrameHarness(page, `${frameOrigin}/?projectId=${DEMO_PROJECT_ID}&chainId=31337&version=0.1.0`)).toBe(true);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((uri) => void window.open(uri, 'airlock-social', 'width=600,height=800'), `${frameOrigin}/social/begin`),
    ]);
    await expect
      .poll(() => popup.locator('#status').textContent(), { timeout: 15_000 })
      .toBe('No sign-in is waiting for this window: close it and sign in again.');
    expect(popup.url()).toBe(`${frameOrigin}/social/begin`);
    await popup.close();
    // The server takes social login from the frame's origin only: the page's own call is refused.
    const started = await page.evaluate(async (url) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ provider: 'google' }),
        });
        return `answered ${response.status}`;
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    }, `${server.url}/v1/embedded/social/start?projectId=${DEMO_PROJECT_ID}`);
    expect(started).toBe('refused: TypeError');
    expect((await whatTheDappCanRead(page)).text).not.toContain('SOCIAL_PROVIDER_URI');
  }, 30_000);
});
