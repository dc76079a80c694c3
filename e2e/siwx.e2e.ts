import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_CHOICE_KEY } from '../apps/demo/src/config/sign-in-choice';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';
import { connectWallet, dialog, openDemoWithWallet, WALLET_NAME } from './support/demo-page';
import { callProtectedRoute, signInState, SWITCH, turnSignInOn } from './support/demo-sign-in';
import { useDemoStack } from './support/stack-fixture';

/** Connect Wallet → the test wallet; with sign-in on, the modal stays open on SIWXSignMessage. */
async function connectAndSeeSignView(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(WALLET_NAME) })
    .click();
  await dialog(page).getByRole('heading', { name: 'Airlock Demo asks you to sign in' }).waitFor();
}

describe('Sign in with X in the demo', () => {
  const fixture = useDemoStack();
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
});
