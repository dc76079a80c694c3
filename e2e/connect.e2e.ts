import { describe, expect, it } from 'vitest';
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

  it('follows the wallet when it changes account or disconnects on its own', async () => {
    const { page } = fixture.watched;
    const wallet = await openDemoWithWallet(page, fixture.stack);
    await connectWallet(page);
    await wallet.disconnectFromWallet();
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Connect a wallet to begin' }).isVisible()).toBe(true);
  });
});
