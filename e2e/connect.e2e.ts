import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';
import { VIEWPORTS } from './support/browser';
import { connectWallet, dialog, openDemoWithWallet, WALLET_NAME } from './support/demo-page';
import { useSharedDemoStack } from './support/stack-fixture';

describe('connecting a browser wallet', () => {
  const fixture = useSharedDemoStack();

  it('connects, shows the account and its balance, and keeps the connection after a reload', async () => {
    const { page } = fixture.watched;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 1 });
    const address = fixture.stack.devnet.accounts[1]!.address;
    await connectWallet(page);
    await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(address);
    await expect.poll(() => page.getByTestId('demo-balance').textContent()).toBe('10,000.00 ETH');
    await expect.poll(() => page.getByTestId('wagmi-address').textContent()).toBe(address);

    await page.reload();
    await expect.poll(() => page.getByTestId('demo-address').textContent(), { timeout: 10_000 }).toBe(address);
    await page.getByRole('button', { name: /^Account/ }).click();
    await expect
      .poll(() => dialog(page).getByTestId('airlock-account-address').textContent())
      .toBe(`${address.slice(0, 4)}…${address.slice(-6)}`);
    await expect.poll(() => dialog(page).getByTestId('airlock-account-balance').textContent()).toBe('10,000.00 ETH');
  });

  it("shows 'Connection rejected', then connects on retry, and lists the wallet as Recent", async () => {
    const { page } = fixture.watched;
    const wallet = await openDemoWithWallet(page, fixture.stack);
    await wallet.rejectNext();
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: new RegExp(WALLET_NAME) })
      .click();
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe('Connection rejected');
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(fixture.stack.devnet.accounts[0]!.address);

    await page.getByRole('button', { name: /^Account/ }).click();
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect
      .poll(() =>
        dialog(page)
          .getByRole('button', { name: new RegExp(WALLET_NAME) })
          .textContent(),
      )
      .toContain('Recent');
  });

  it('disconnects from the Account view and stays disconnected after a reload', async () => {
    const { page } = fixture.watched;
    await openDemoWithWallet(page, fixture.stack);
    await connectWallet(page);
    await page.getByRole('button', { name: /^Account/ }).click();
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    await expect.poll(() => page.getByTestId('wagmi-address').count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Connect a wallet to begin' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole('button', { name: 'Connect Wallet' }).isVisible()).toBe(true);
  });

  it('with the terms switch on, every way to connect waits for the legal checkbox, which links the documents', async () => {
    const { page } = fixture.watched;
    await openDemoWithWallet(page, fixture.stack);
    await page.getByRole('checkbox', { name: 'Ask visitors to agree to the terms before connecting' }).check();
    await page.getByText('every way to connect waits for the box', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const agree = dialog(page).getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' });
    await agree.waitFor();
    const wallet = dialog(page).getByRole('button', { name: new RegExp(WALLET_NAME) });
    expect(await wallet.isDisabled()).toBe(true);
    expect(await dialog(page).getByRole('textbox', { name: 'Email' }).isDisabled()).toBe(true);
    expect(
      await dialog(page)
        .getByRole('button', { name: /^All Wallets/ })
        .isDisabled(),
    ).toBe(true);
    await dialog(page).getByText('Tick the box to agree before you connect.').waitFor();
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}-connect-legal-checkbox.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
    }

    const terms = dialog(page).getByRole('link', { name: 'Terms of Service' });
    const [document] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
    await document.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await document.close();

    await agree.check();
    await wallet.click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(fixture.stack.devnet.accounts[0]!.address);
  });

  it('follows the wallet when it changes account or disconnects on its own', async () => {
    const { page } = fixture.watched;
    const wallet = await openDemoWithWallet(page, fixture.stack);
    await connectWallet(page);
    await wallet.disconnectFromWallet();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Connect a wallet to begin' }).isVisible()).toBe(true);
  });
});
