import { join } from 'node:path';
import { DEMO_PROJECT_ID } from '@airlock/server';
import type { WalletConnectTestWallet } from '@airlock/testing/walletconnect';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_CHOICE_KEY } from '../apps/demo/src/config/sign-in-choice';
import { ARTIFACTS_DIR } from './support/artifacts';
import { dialog, walletConnectPairingUri } from './support/demo-page';
import { callProtectedRoute, signInState, turnSignInOn } from './support/demo-sign-in';
import { isLoopbackHost, recordOutboundConnections } from './support/outbound-connections';
import { startPhoneWallet } from './support/phone-wallet';
import { useSharedDemoStack } from './support/stack-fixture';

describe('Sign in with X over WalletConnect in the demo', () => {
  const fixture = useSharedDemoStack();
  const outbound = recordOutboundConnections();
  const pageHosts = new Set<string>();
  const pages: Page[] = [];
  let phone: WalletConnectTestWallet | undefined;

  afterEach(async () => {
    await phone?.close();
    phone = undefined;
    // The stack is shared by the file's tests: leave the demo with sign-in off (its default) whatever happened.
    for (const page of pages.splice(0)) {
      if (!page.isClosed()) await page.evaluate((key) => localStorage.removeItem(key), SIGN_IN_CHOICE_KEY).catch(() => undefined);
    }
  });
  afterAll(() => {
    outbound.stop();
    expect([...outbound.hosts, ...pageHosts].filter((host) => !isLoopbackHost(host))).toEqual([]);
  });

  /** The demo with sign-in on, and a phone wallet with devnet account `accountIndex` on the server's relay. */
  async function openSignInDemo(accountIndex: number, oneClickAuth?: boolean): Promise<{ page: Page; wallet: WalletConnectTestWallet }> {
    const { page } = fixture.watched;
    pages.push(page);
    const record = (url: string) => {
      const parsed = new URL(url);
      if (/^(https?|wss?):$/.test(parsed.protocol)) pageHosts.add(parsed.hostname);
    };
    page.on('request', (request) => record(request.url()));
    page.on('websocket', (socket) => record(socket.url()));
    const relay = { relayUrl: `${fixture.stack.server.url.replace(/^http/, 'ws')}/relay`, projectId: DEMO_PROJECT_ID };
    phone = await startPhoneWallet(fixture.stack, accountIndex, relay, oneClickAuth === undefined ? {} : { oneClickAuth });
    await page.goto(fixture.stack.demo.url);
    await turnSignInOn(page);
    return { page, wallet: phone };
  }

  it('signs in with the one approval of a wallet with one-click auth: no sign view, and the protected route answers', async () => {
    const { page, wallet } = await openSignInDemo(6);
    expect(await wallet.pair(await walletConnectPairingUri(page))).not.toBe('rejected');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => signInState(page), { timeout: 10_000 }).toBe(`Signed in as ${wallet.address} on Airlock Devnet`);
    expect(await callProtectedRoute(page)).toBe(`Signed in as ${wallet.address} on Airlock Devnet (eip155:31337)`);
    // One approval: the CACAO signed the sign-in, and no signature was asked for after it.
    expect(wallet.requests.map((request) => request.method)).toEqual(['session_authenticate']);
    expect(await page.getByRole('heading', { name: 'Airlock Demo asks you to sign in' }).count()).toBe(0);
    await page.getByRole('region', { name: 'Sign in' }).screenshot({ path: join(ARTIFACTS_DIR, 'desktop-demo-sign-in-walletconnect.png') });

    await page.reload();
    await expect.poll(() => signInState(page), { timeout: 15_000 }).toBe(`Signed in as ${wallet.address} on Airlock Devnet`);
    expect(await dialog(page).count()).toBe(0);
  });

  it('asks a wallet without one-click auth for a separate signature in the sign view, which signs in', async () => {
    const { page, wallet } = await openSignInDemo(7, false);
    expect(await wallet.pair(await walletConnectPairingUri(page))).not.toBe('rejected');
    await dialog(page).getByRole('heading', { name: 'Airlock Demo asks you to sign in' }).waitFor();
    expect(wallet.requests).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    expect((await wallet.waitForRequest('personal_sign')).error).toBeUndefined();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => signInState(page), { timeout: 10_000 }).toBe(`Signed in as ${wallet.address} on Airlock Devnet`);
    expect(await callProtectedRoute(page)).toBe(`Signed in as ${wallet.address} on Airlock Devnet (eip155:31337)`);
  });
});
