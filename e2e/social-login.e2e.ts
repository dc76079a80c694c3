import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../services/server/test/support/free-port';
import { startLocalOidcProvider, type LocalOidcProvider } from '../services/server/test/support/local-oidc-provider';
import { recordPageMessages, secretsFoundIn, whatTheDappCanRead } from './support/dapp-page-secrets';
import { dialog } from './support/demo-page';
import { callProtectedRoute, signInState, turnSignInOn } from './support/demo-sign-in';
import { startDemoStack, type DemoStack } from './support/demo-stack';
import { launchPartitionedChromium } from './support/partitioned-chromium';
import { useWatchedPagePerTest } from './support/watched-page-per-test';

/** The demo's Connect view → Google → a local OpenID provider in a 600x800 popup → connected. */
describe('social login from the demo', () => {
  let stack: DemoStack;
  let provider: LocalOidcProvider;
  let browser: Browser;
  const pages = useWatchedPagePerTest(() => browser);

  beforeAll(async () => {
    const framePort = await freePort();
    const callbacks = ['localhost', '127.0.0.1'].map((host) => `http://${host}:${framePort}/social/callback`);
    provider = await startLocalOidcProvider({ redirectUris: callbacks });
    [stack, browser] = await Promise.all([
      startDemoStack({
        framePort,
        serverEnv: {
          AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
          AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
          AIRLOCK_SOCIAL_GOOGLE_ISSUER: provider.issuer,
        },
      }),
      launchPartitionedChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await provider?.close();
  });

  it('offers only the configured provider, signs in via its popup, shows the account, no code in page; closed popup says so', async () => {
    const { page, context } = pages.watched;
    // The provider's development pages ask for a web font: nothing leaves the machine.
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => route.abort(),
    );
    const callbacks: URL[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/social/callback' && url.searchParams.has('code')) callbacks.push(url);
    });
    await recordPageMessages(page);
    await page.goto(stack.demo.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const modal = dialog(page);
    const social = modal.getByRole('group', { name: 'Social login' });
    await expect.poll(() => social.getByRole('button').count()).toBe(1);

    // Closed without signing in: 'Popup closed'.
    const [abandoned] = await Promise.all([
      page.waitForEvent('popup'),
      social.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await abandoned.waitForURL((url) => url.hostname === new URL(provider.issuer).hostname);
    await abandoned.close();
    await expect.poll(() => social.getByRole('alert').textContent(), { timeout: 5_000 }).toBe('Popup closed');

    const [popup] = await Promise.all([page.waitForEvent('popup'), social.getByRole('button', { name: 'Continue with Google' }).click()]);
    expect(popup.viewportSize()).toEqual({ width: 600, height: 800 });
    await popup.locator('input[name="login"]').fill('ivan');
    await popup.locator('input[name="password"]').fill('any');
    await popup.locator('button[type="submit"]').click();
    await popup.getByRole('button', { name: 'Continue' }).click();
    await modal.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => page.getByTestId('demo-address').textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);

    await page.getByRole('button', { name: /^Account/ }).click();
    await expect.poll(() => modal.getByTestId('airlock-auth-name').textContent()).toBe('ivan');

    // The provider's code and the state went from the popup to the frame: nothing the page's script can reach holds them.
    expect(callbacks).toHaveLength(1);
    const seen = await whatTheDappCanRead(page);
    expect(seen.messageCount).toBeGreaterThan(0);
    expect(
      secretsFoundIn(seen.text, { code: callbacks[0]!.searchParams.get('code')!, state: callbacks[0]!.searchParams.get('state')! }),
    ).toEqual([]);
  });

  it('with Sign in with X on, the social login also signs the visitor in: no separate signature', async () => {
    const { page, context } = pages.watched;
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => route.abort(),
    );
    await page.goto(stack.demo.url);
    await turnSignInOn(page);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const modal = dialog(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      modal.getByRole('group', { name: 'Social login' }).getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.locator('input[name="login"]').fill('sign-in');
    await popup.locator('input[name="password"]').fill('any');
    await popup.locator('button[type="submit"]').click();
    await popup.getByRole('button', { name: 'Continue' }).click();
    // The modal closes on its own: it never asked for a signature.
    await modal.waitFor({ state: 'detached', timeout: 15_000 });
    const address = page.getByTestId('demo-address');
    await expect.poll(() => address.textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect.poll(() => signInState(page)).toBe(`Signed in as ${await address.textContent()} on Airlock Devnet`);
    expect(await callProtectedRoute(page)).toBe(`Signed in as ${await address.textContent()} on Airlock Devnet (eip155:31337)`);
  });
});
