import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatSiwxMessage, type SiwxMessageFields } from '@airlock/protocol';
import { DEMO_PROJECT_ID } from '@airlock/server';
import { SESSION_RECHECK_MS } from '../packages/core/src/siwx/create-server-siwx';
import { SIGN_IN_CHOICE_KEY } from '../apps/demo/src/config/sign-in-choice';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';
import { connectWallet, dialog, openDemoWithWallet, WALLET_NAME } from './support/demo-page';
import { callProtectedRoute, REQUIRE, signInState, storedSessions, SWITCH, turnSignInOn } from './support/demo-sign-in';
import { useSharedDemoStack } from './support/stack-fixture';

/** Connect Wallet → the test wallet; with sign-in on, the modal stays open on SIWXSignMessage. */
async function connectAndSeeSignView(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(WALLET_NAME) })
    .click();
  await dialog(page).getByRole('heading', { name: 'Airlock Demo asks you to sign in' }).waitFor();
}

describe('Sign in with X in the demo', () => {
  const fixture = useSharedDemoStack();
  const pages: Page[] = [];

  afterEach(async () => {
    // The stack is shared by the file's tests: leave the demo with sign-in off (its default) whatever happened.
    for (const page of pages.splice(0)) {
      if (!page.isClosed()) await page.evaluate((key) => localStorage.removeItem(key), SIGN_IN_CHOICE_KEY).catch(() => undefined);
    }
  });

  it('signs in after connecting, stays signed in after a reload, and the protected route answers until signing out', async () => {
    const { page } = fixture.watched;
    pages.push(page);
    const account = fixture.stack.devnet.accounts[8]!;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 8 });
    // Off by default: every other test connects and expects the modal to close.
    expect(await page.getByRole('checkbox', { name: SWITCH }).isChecked()).toBe(false);
    await turnSignInOn(page);

    await connectAndSeeSignView(page);
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => signInState(page)).toBe(`Signed in as ${account.address} on Airlock Devnet`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await callProtectedRoute(page)).toBe(`Signed in as ${account.address} on Airlock Devnet (eip155:31337)`);

    await page.reload();
    await expect.poll(() => signInState(page), { timeout: 10_000 }).toBe(`Signed in as ${account.address} on Airlock Devnet`);
    expect(await dialog(page).count()).toBe(0);
    expect(await callProtectedRoute(page)).toBe(`Signed in as ${account.address} on Airlock Devnet (eip155:31337)`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => signInState(page)).toBe('Not signed in.');
    expect(await callProtectedRoute(page)).toBe("401: Sign in first: send the session's token as Authorization: Bearer <token>");
    expect(await dialog(page).count()).toBe(0);

    // Signing in again from the panel: one signature, no modal.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => signInState(page)).toBe(`Signed in as ${account.address} on Airlock Devnet`);
    expect(await callProtectedRoute(page)).toBe(`Signed in as ${account.address} on Airlock Devnet (eip155:31337)`);
    await page.getByRole('region', { name: 'Sign in' }).screenshot({ path: join(ARTIFACTS_DIR, 'desktop-demo-sign-in.png') });
  });

  it('shows the error toast and keeps the sign view open when the wallet refuses to sign', async () => {
    const { page } = fixture.watched;
    pages.push(page);
    const wallet = await openDemoWithWallet(page, fixture.stack, { accountIndex: 9 });
    await turnSignInOn(page, 'keyboard');
    await connectAndSeeSignView(page);
    await wallet.rejectNext('personal_sign');
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await expect.poll(() => page.getByTestId('airlock-toast').textContent()).toBe('Error signing message');
    expect(await dialog(page).getByRole('button', { name: 'Sign', exact: true }).isVisible()).toBe(true);
    expect(await signInState(page)).toBe('Not signed in.');
  });

  it('is off in a new visit: connecting closes the modal as every other test expects', async () => {
    const { page } = fixture.watched;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 9 });
    expect(await page.getByRole('checkbox', { name: SWITCH }).isChecked()).toBe(false);
    await connectWallet(page);
  });

  it('required: the modal cannot close before signing in; a backend revocation signs the visitor out in the modal', async () => {
    const { page } = fixture.watched;
    pages.push(page);
    const account = fixture.stack.devnet.accounts[7]!;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 7 });
    await turnSignInOn(page);
    await page.getByRole('checkbox', { name: REQUIRE }).click();
    await page.getByText('Connect a wallet: the modal then asks you to sign a message to sign in.').waitFor();
    expect(await page.getByRole('checkbox', { name: REQUIRE }).isChecked()).toBe(true);

    await connectAndSeeSignView(page);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(600);
    expect(await dialog(page).getByRole('heading', { name: 'Airlock Demo asks you to sign in' }).isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => signInState(page)).toBe(`Signed in as ${account.address} on Airlock Devnet`);

    // The dApp's backend revokes the session with its token, as it would when the visitor signs out elsewhere.
    const [session] = await storedSessions(page);
    const revoked = await fetch(`${fixture.stack.server.url}/v1/sessions/${session!.id}/revoke?projectId=${DEMO_PROJECT_ID}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session!.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(revoked.status).toBe(200);
    // Coming back to the page (the window regains focus, some seconds later): the modal asks to sign in again.
    await page.waitForTimeout(SESSION_RECHECK_MS);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await dialog(page).getByRole('heading', { name: 'Airlock Demo asks you to sign in' }).waitFor();
    await expect.poll(() => signInState(page)).toBe('Not signed in.');
    expect(await storedSessions(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(600);
    expect(await dialog(page).getByRole('heading', { name: 'Airlock Demo asks you to sign in' }).isVisible()).toBe(true);
  });

  it('the server refuses a replayed message, an expired one and one for another domain, each with its error', async () => {
    const { page } = fixture.watched;
    pages.push(page);
    const account = fixture.stack.devnet.accounts[6]!;
    const wallet = await openDemoWithWallet(page, fixture.stack, { accountIndex: 6 });
    await turnSignInOn(page);
    await connectAndSeeSignView(page);
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const [kept] = await storedSessions(page);

    const api = `${fixture.stack.server.url}/v1`;
    /** A call from the demo's page, so the server sees the demo's Origin as a visitor's browser sends it. */
    const post = (path: string, body: object) =>
      page.evaluate(
        async ({ url, json }) => {
          const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
          return { status: response.status, body: (await response.json()) as { error?: string; message?: string; nonce?: string } };
        },
        { url: `${api}${path}?projectId=${DEMO_PROJECT_ID}`, json: JSON.stringify(body) },
      );
    const signed = async (fields: Partial<SiwxMessageFields>) => {
      const { body } = await post('/siwx/nonces', {});
      const host = new URL(fixture.stack.demo.url).host;
      const message = formatSiwxMessage({
        domain: host,
        accountAddress: account.address,
        chainId: 'eip155:31337',
        uri: new URL(fixture.stack.demo.url).origin,
        version: '1',
        nonce: body.nonce!,
        issuedAt: new Date().toISOString(),
        ...fields,
      });
      const signature = await wallet.request({ method: 'personal_sign', params: [message, account.address] });
      return { message, signature };
    };

    expect(await post('/sessions', { message: kept!.message, signature: kept!.signature })).toEqual({
      status: 400,
      body: { error: 'SIWX_NONCE_REFUSED', message: 'Nonce is unknown, used or expired', statusCode: 400 },
    });
    const hourAgo = Date.now() - 3_600_000;
    const expired = await signed({ issuedAt: new Date(hourAgo).toISOString(), expirationTime: new Date(hourAgo + 60_000).toISOString() });
    expect(await post('/sessions', expired)).toMatchObject({ status: 400, body: { error: 'SIWX_EXPIRED', message: 'Message expired' } });
    const foreign = await signed({ domain: 'evil.example', uri: 'https://evil.example' });
    expect(await post('/sessions', foreign)).toMatchObject({
      status: 403,
      body: { error: 'SIWX_DOMAIN_NOT_ALLOWED', message: 'Message domain evil.example is not an allowed origin of this project' },
    });
    // Nothing was stored for them: the visitor's one session stands.
    expect(await storedSessions(page)).toHaveLength(1);
    expect(await callProtectedRoute(page)).toBe(`Signed in as ${account.address} on Airlock Devnet (eip155:31337)`);
  });
});
