import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { defineDevnetChain } from '@airlock/devnet';
import { coinTypeOfChain, DEFAULT_NAME_SUFFIX, formatNameRegistrationMessage } from '@airlock/protocol';
import { DEMO_PROJECT_ID } from '@airlock/server';
import type { Page } from 'playwright-core';
import { createPublicClient, erc20Abi, http, parseUnits, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';

import { connectWallet, dialog, openDemoWithWallet } from './support/demo-page';
import { signInByEmail } from './support/email-sign-in';
import { useEmbeddedDemoStack } from './support/embedded-demo-stack';
import { accountTab, openAccount } from './support/swap-page';
import { openWatchedPage, type WatchedPage } from './support/browser';

/**
 * Names under the server's suffix, registered in the modal (RegisterAccountName), shown in the Account view and the
 * connect button, resolved by viem alone through the devnet's ENS (universal resolver → offchain resolver → the
 * server's CCIP-read gateway), and used as a Send recipient. One stack for the file (the email account needs the
 * frame and the dev outbox); each test on its own devnet accounts.
 */
describe('Names: registered in the modal, resolvable through ENS, sent to', () => {
  const fixture = useEmbeddedDemoStack();
  let other: WatchedPage | undefined;
  afterEach(async () => {
    const problems = other?.problems ?? [];
    await other?.context.close();
    other = undefined;
    expect(problems).toEqual([]);
  });

  const l1 = () => fixture.stack.devnet.chains[0]!;
  const viemClient = () => createPublicClient({ chain: defineDevnetChain(l1()), transport: http(l1().rpcUrl) });
  const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
  const uniqueLabel = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`;
  const registerForm = (page: Page) => dialog(page).getByRole('form', { name: 'Register a name' });
  const nameField = (page: Page) => registerForm(page).getByRole('textbox', { name: 'Name' });

  /** Registers `label` for a devnet account straight through the route, as another dApp's visitor would have. */
  async function registerThroughServer(accountIndex: number, label: string) {
    const account = privateKeyToAccount(fixture.stack.devnet.accounts[accountIndex]!.privateKey as Hex);
    const message = formatNameRegistrationMessage({
      name: `${label}.${DEFAULT_NAME_SUFFIX}`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    });
    const response = await fetch(`${fixture.stack.server.url}/v1/profile/account?projectId=${DEMO_PROJECT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: coinTypeOfChain(l1().chainId),
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  /** Account → Choose a name → the form, focused on the name field. */
  async function openRegistration(page: Page) {
    await openAccount(page);
    await dialog(page).getByRole('button', { name: 'Choose a name' }).click();
    await nameField(page).waitFor();
  }

  /** Types `label`, waits for the server to call it available, Register; resolves once the success view shows. */
  async function registerInModal(page: Page, label: string, approve?: (page: Page) => Promise<void>) {
    const name = `${label}.${DEFAULT_NAME_SUFFIX}`;
    await nameField(page).fill(label);
    await registerForm(page).getByText(`${name} is available`).waitFor({ timeout: 15_000 });
    await registerForm(page).getByRole('button', { name: 'Register' }).click();
    await approve?.(page);
    await dialog(page).getByText('Name registered').waitFor({ timeout: 30_000 });
    expect(await dialog(page).getByTestId('airlock-registered-name').textContent()).toBe(`${name} is now the name of your account`);
  }

  it('registers a name with the test wallet (rule messages, taken, the signature); the modal, the button, a reload, viem', async () => {
    const { page } = fixture.watched;
    const account = fixture.stack.devnet.accounts[5]!;
    const taken = uniqueLabel('taken');
    await registerThroughServer(6, taken);

    const wallet = await openDemoWithWallet(page, fixture.stack, { accountIndex: 5 });
    await connectWallet(page);
    await openRegistration(page);
    const form = registerForm(page);

    await nameField(page).fill('abc');
    await form.getByRole('alert').getByText('Too short: at least 4 characters').waitFor();
    await nameField(page).fill('ali_ce');
    await form.getByRole('alert').getByText('Use letters, digits or hyphens only').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await nameField(page).fill(taken);
    await form.getByText(`${taken}.${DEFAULT_NAME_SUFFIX} is taken`).waitFor({ timeout: 15_000 });
    expect(await form.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
    await shot(page, 'names-register-taken');

    const label = uniqueLabel('wallet');
    const name = `${label}.${DEFAULT_NAME_SUFFIX}`;
    // The wallet holds the signature request, so the modal's waiting state can be seen before it is answered.
    wallet.holdNext('personal_sign');
    await nameField(page).fill(label);
    await form.getByText(`${name} is available`).waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Register' }).click();
    await dialog(page).getByText(`Sign the message in your wallet to register ${name}`).waitFor();
    await wallet.releaseHeld();
    await dialog(page).getByText('Name registered').waitFor({ timeout: 30_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'names-register-success');
    await dialog(page).getByRole('button', { name: 'Back to account' }).click();
    await expect.poll(() => dialog(page).getByTestId('airlock-account-name').textContent(), { timeout: 10_000 }).toBe(name);
    expect(await dialog(page).getByRole('button', { name: 'Choose a name' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    const accountButton = page.getByRole('button', { name: new RegExp(`^Account.*${name.replace(/\./g, '\\.')}$`) });
    await accountButton.waitFor({ timeout: 10_000 });

    await page.reload();
    await accountButton.waitFor({ timeout: 20_000 });
    await accountButton.click();
    await expect.poll(() => dialog(page).getByTestId('airlock-account-name').textContent(), { timeout: 10_000 }).toBe(name);
    await shot(page, 'names-account-view');

    // Any ENS-aware app: viem alone, through the universal resolver, the offchain resolver and the server's gateway.
    const client = viemClient();
    expect(await client.getEnsAddress({ name })).toBe(account.address);
    expect(await client.getEnsName({ address: account.address as Address })).toBe(name);
    expect(await client.getEnsAddress({ name: `${uniqueLabel('nobody')}.${DEFAULT_NAME_SUFFIX}` })).toBeNull();
  });

  it('an email account registers a name (approved in the frame), and a wallet sends USDC to that name', async () => {
    const { page } = fixture.watched;
    const address = (await signInByEmail(page, fixture.stack, `names.${randomBytes(4).toString('hex')}@example.com`)) as Address;
    const label = uniqueLabel('mail');
    const name = `${label}.${DEFAULT_NAME_SUFFIX}`;
    await openRegistration(page);
    await registerInModal(page, label, async (page) => {
      const frame = page.frameLocator('iframe[title="Airlock embedded wallet"]');
      const approve = frame.getByRole('button', { name: 'Approve' });
      await expect.poll(() => approve.isEnabled().catch(() => false), { timeout: 20_000 }).toBe(true);
      await approve.click();
    });
    await dialog(page).getByRole('button', { name: 'Back to account' }).click();
    await expect.poll(() => dialog(page).getByTestId('airlock-account-name').textContent(), { timeout: 10_000 }).toBe(name);
    expect(await viemClient().getEnsAddress({ name })).toBe(address);

    // A second visitor, with a wallet, sends 5 USDC to the name.
    other = await openWatchedPage(fixture.browser);
    const sender = other.page;
    await openDemoWithWallet(sender, fixture.stack, { accountIndex: 7 });
    await connectWallet(sender);
    await openAccount(sender);
    const usdc = fixture.stack.devnet.addresses.usdc as Address;
    const before = await viemClient().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
    await dialog(sender).getByRole('button', { name: 'Send', exact: true }).click();
    const form = dialog(sender).getByRole('form', { name: 'Send tokens' });
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Token').locator('option').allTextContents(), { timeout: 10_000 }).toContain('USDC');
    await form.getByLabel('Token').selectOption({ label: 'USDC' });
    await form.getByLabel('Amount').fill('5');
    await form.getByLabel('Recipient').fill(name);
    await form.getByText(`${name} is ${address}`).waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(sender)).toEqual([]);
    const preview = form.getByRole('button', { name: 'Preview' });
    await expect.poll(() => preview.isEnabled(), { timeout: 15_000 }).toBe(true);
    await preview.click();
    const review = dialog(sender).getByRole('region', { name: 'Review what you send' });
    await review.waitFor();
    expect(await review.getByTestId('airlock-send-review-recipient-name').textContent()).toBe(name);
    expect(await review.getByTestId('airlock-send-review-recipient').textContent()).toContain(address);
    await shot(sender, 'names-send-review');
    await review.getByRole('button', { name: 'Confirm in wallet' }).click();
    await dialog(sender).getByRole('status', { name: 'Transaction confirmed' }).waitFor({ timeout: 30_000 });
    expect(await viemClient().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(
      before + parseUnits('5', 6),
    );
    await dialog(sender).getByRole('button', { name: 'Done' }).click();
    await accountTab(sender, 'Activity').click();
    const firstRow = dialog(sender).getByTestId('airlock-transaction').first();
    await expect.poll(() => firstRow.textContent(), { timeout: 20_000 }).toContain(name);
  });
});
