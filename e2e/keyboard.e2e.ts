import { describe, expect, it } from 'vitest';
import { dialog, openDemoWithWallet, WALLET_NAME } from './support/demo-page';
import { focusedName, tabTo } from './support/keyboard';
import { useSharedDemoStack } from './support/stack-fixture';

describe('the whole flow by keyboard alone', () => {
  const fixture = useSharedDemoStack();

  it('connects, switches network, copies, closes with Escape and disconnects without a mouse', async () => {
    const { page } = fixture.watched;
    await openDemoWithWallet(page, fixture.stack);
    await page.getByRole('heading', { name: 'Connect a wallet to begin' }).waitFor();

    await tabTo(page, 'Connect Wallet');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    // The first control takes focus: the email field, first in the spec's connect method order.
    expect(await focusedName(page)).toBe('Email');

    // Focus stays inside the dialog however far you tab.
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Connect Wallet');

    await page.keyboard.press('Enter');
    await tabTo(page, new RegExp(WALLET_NAME));
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByTestId('demo-address').waitFor();
    expect(await focusedName(page)).toMatch(/^Account .*0xf3…b92266$/);

    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getAttribute('data-view')).toBe('Account');
    // As a person would, wait for the view to show before tabbing through it (its code may still be loading).
    await dialog(page).getByRole('button', { name: 'Network: Airlock Devnet' }).waitFor();
    await tabTo(page, 'Network: Airlock Devnet');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getAttribute('data-view')).toBe('Networks');
    await tabTo(page, 'Airlock Devnet L2');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getAttribute('data-view')).toBe('Account');
    await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe('Airlock Devnet L2');

    await tabTo(page, 'Copy address');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('airlock-toast').textContent()).toBe('Address copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fixture.stack.devnet.accounts[0]!.address);

    await tabTo(page, 'Disconnect');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Connect a wallet to begin' }).waitFor();
  });
});
