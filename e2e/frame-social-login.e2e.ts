import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, loadServerConfig, startServer, type RunningServer } from '@airlock/server';
import { buildFrame } from '../scripts/build-demo';
import { freePort } from '../services/server/test/support/free-port';
import { startLocalOidcProvider, type LocalOidcProvider } from '../services/server/test/support/local-oidc-provider';
import { frameEvent, installFrameHarness, sendToFrame } from './support/frame-harness';
import { startLocalPageServer, type LocalPageServer } from './support/local-page-server';
import { launchPartitionedChromium } from './support/partitioned-chromium';
import { useWatchedPagePerTest } from './support/watched-page-per-test';

const DAPP_HTML = '<!doctype html><html lang="en"><head><title>dApp</title></head><body><h1>dApp</h1></body></html>';

/**
 * Social login as the modal will drive it, without the modal: the dApp page asks the frame for the
 * provider's URL, opens it in a 600x800 popup, a person signs in at a real OpenID provider, the
 * frame host's callback page posts the result to the dApp page, which hands it back to the frame.
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
    [provider] = await Promise.all([startLocalOidcProvider({ redirectUris: [`${frameOrigin}/social/callback`] }), buildFrame({ quiet: true })]);
    const env = {
      AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'),
      AIRLOCK_DATA_DIR: dataDir,
      AIRLOCK_FRAME_ORIGINS: frameOrigin,
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
      AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      AIRLOCK_SOCIAL_GOOGLE_ISSUER: provider.issuer,
    };
    [server, browser, dapp] = await Promise.all([
      startServer({ ...loadServerConfig(env), port: 0, framePort, databaseUrl: 'memory://', logLevel: 'warn' }, { logger: false }),
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

  it('logs in with the provider in a popup; the result comes from the frame origin only and opens the frame session', async () => {
    const { page, context } = pages.watched;
    // The provider's development pages ask for a web font: nothing leaves the machine.
    await context.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => route.abort());
    await page.goto(`http://localhost:${dapp.port}/dapp.html`);
    expect(await installFrameHarness(page, `${frameOrigin}/?projectId=${DEMO_PROJECT_ID}&chainId=31337&version=0.1.0`)).toBe(true);
    // What the modal does with the callback page's message: accept it from the frame's origin only.
    await page.evaluate((origin) => {
      const results: unknown[] = [];
      (window as unknown as { socialResults: unknown[] }).socialResults = results;
      window.addEventListener('message', (event) => {
        if (event.origin === origin && (event.data as { type?: string })?.type === 'SOCIAL_RESULT') results.push(event.data);
      });
    }, frameOrigin);

    const redirect = (await sendToFrame(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })) as { type: string; payload: { uri: string } };
    expect(redirect.type).toBe('GET_SOCIAL_REDIRECT_URI_SUCCESS');
    expect(new URL(redirect.payload.uri).origin).toBe(provider.issuer);

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((uri) => void window.open(uri, 'airlock-social', 'width=600,height=800'), redirect.payload.uri)]);
    await popup.locator('input[name="login"]').fill('ivan');
    await popup.locator('input[name="password"]').fill('any');
    await popup.locator('button[type="submit"]').click();
    // The callback page closes the popup at once: listen for that before the click that leads there.
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue' }).click()]);

    await expect.poll(() => page.evaluate(() => (window as unknown as { socialResults: unknown[] }).socialResults.length)).toBe(1);
    const result = (await page.evaluate(() => (window as unknown as { socialResults: Array<{ type: string; uri: string }> }).socialResults[0]))!;
    expect(result.uri.startsWith(`${frameOrigin}/social/callback?`)).toBe(true);

    const connected = await sendToFrame(page, 'CONNECT_SOCIAL', { uri: result.uri });
    const user = { email: 'ivan@example.org', userName: 'ivan', chainId: 31337, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) };
    expect(connected).toMatchObject({ type: 'CONNECT_SOCIAL_SUCCESS', payload: user });
    expect(await frameEvent(page, 'LOGGED_IN')).toEqual({ type: 'LOGGED_IN', payload: user });
    expect(await sendToFrame(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } });
    expect(await sendToFrame(page, 'GET_USER', {})).toMatchObject({ type: 'GET_USER_SUCCESS', payload: { email: 'ivan@example.org' } });

    // The same result a second time is refused: the state was used.
    expect(await sendToFrame(page, 'CONNECT_SOCIAL', { uri: result.uri })).toMatchObject({ type: 'CONNECT_SOCIAL_ERROR', payload: { message: 'This social login has expired or was already used: start again' } });
  });
});
