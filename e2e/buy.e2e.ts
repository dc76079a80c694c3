import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { installTestWallet } from '@airlock/testing/playwright';
import { createPublicClient, erc20Abi, http, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';
import { VIEWPORTS } from './support/browser';
import { focusedName, tabTo } from './support/keyboard';
import { connectWallet, dialog } from './support/demo-page';
import type { DemoStackEndpoints } from './support/demo-stack';
import { useSharedDemoStack } from './support/stack-fixture';
import { accountTab, amountIn, openAccount, tokenAmount } from './support/swap-page';

/** The test wallet holding a key no devnet account has: no ETH, no USDC, nothing bought before. */
async function openDemoWithEmptyWallet(page: Page, stack: DemoStackEndpoints): Promise<Address> {
  const key = generatePrivateKey();
  await installTestWallet(page, {
    accounts: [key],
    chains: stack.devnet.chains.slice(0, 1).map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  });
  await page.goto(stack.demo.url);
  return privateKeyToAccount(key).address;
}

const buyForm = (page: Page) => dialog(page).getByRole('form', { name: 'Buy crypto' });
const amountField = (form: Locator) => form.getByRole('textbox', { name: /^Amount \(/ });

async function noAxeViolations(page: Page, label: string) {
  await page.screenshot({ path: join(ARTIFACTS_DIR, `buy-${label}.png`) });
  const violations = await seriousAxeViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** Account → Buy: resolves with the form once the providers' options have loaded. */
async function openBuy(page: Page): Promise<Locator> {
  await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click();
  const form = buyForm(page);
  await form.waitFor({ timeout: 15_000 });
  return form;
}

/**
 * Buy (on-ramp) in the modal through the devnet's sandbox provider: its checkout page, served by the Airlock server,
 * takes the documented test cards and the server's treasury sends the purchased USDC on the devnet.
 */
describe('Buy crypto in the modal (the devnet sandbox checkout)', () => {
  const fixture = useSharedDemoStack(VIEWPORTS.desktop);
  const usdcOf = (owner: Address) =>
    createPublicClient({ transport: http(fixture.stack.devnet.chains[0]!.rpcUrl) }).readContract({
      address: fixture.stack.devnet.addresses.usdc as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });

  it('buys 50 USD of USDC: a refused card first, then 4242…; success, the balance and Activity update; axe clean', async () => {
    const { page } = fixture.watched;
    const address = await openDemoWithEmptyWallet(page, fixture.stack);
    await connectWallet(page);
    await openAccount(page);
    expect(await usdcOf(address)).toBe(0n);

    const form = await openBuy(page);
    expect(await form.getByRole('combobox', { name: 'Token to buy' }).inputValue()).toBe('USDC');
    expect(await form.getByRole('combobox', { name: 'Pay in' }).inputValue()).toBe('USD');
    await amountField(form).fill('5');
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Minimum 10 USD');
    await amountField(form).fill('50');
    const quote = form.getByTestId('airlock-buy-quote');
    await quote.waitFor({ timeout: 20_000 });
    const received = (await quote.getByTestId('airlock-buy-receive').textContent()) ?? '';
    expect(received).toMatch(/^\d+(\.\d+)? USDC$/);
    const bought = Number(received.split(' ')[0]);
    expect(bought).toBeGreaterThan(48);
    expect(await quote.getByText('Total').locator('xpath=following-sibling::dd').textContent()).toBe('$50.00');
    await noAxeViolations(page, 'form-desktop');

    const popupOpened = page.waitForEvent('popup');
    await form.getByRole('button', { name: 'Continue' }).click();
    const checkout = await popupOpened;
    await checkout.waitForURL(/\/onramp\/sandbox\/checkout\//, { timeout: 15_000 });
    await dialog(page).getByRole('heading', { name: 'Buy in progress' }).waitFor();
    expect(await dialog(page).getByTestId('airlock-buy-status').textContent()).toBe('Waiting for your payment in the checkout window');
    await noAxeViolations(page, 'in-progress-desktop');

    const checkoutViolations = await seriousAxeViolations(checkout);
    expect(checkoutViolations, JSON.stringify(checkoutViolations, null, 2)).toEqual([]);
    const pay = async (number: string) => {
      await checkout.getByLabel('Card number').fill(number);
      await checkout.getByLabel('Expiry date (MM/YY)').fill('12/40');
      await checkout.getByLabel('Security code (CVC)').fill('123');
      await checkout.getByLabel('Name on card').fill('Ada Lovelace');
      await checkout.getByRole('button', { name: /^Pay 50\.00 USD$/ }).click();
    };
    await pay('4000 0000 0000 0002');
    await expect.poll(() => checkout.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('Your card was declined.');
    expect(await dialog(page).getByRole('heading', { name: 'Buy in progress' }).count()).toBe(1);
    await checkout.screenshot({ path: join(ARTIFACTS_DIR, 'buy-checkout-declined.png') });
    await pay('4242 4242 4242 4242');

    await dialog(page).getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 60_000 });
    expect(await dialog(page).getByTestId('airlock-buy-received').textContent()).toBe(`You received ${received}`);
    await expect
      .poll(() => dialog(page).getByTestId('airlock-buy-balance').textContent(), { timeout: 20_000 })
      .toBe(`Your USDC balance is now ${received}`);
    expect(await usdcOf(address)).toBe(BigInt(Math.round(bought * 1e6)));
    await noAxeViolations(page, 'success-desktop');

    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await dialog(page).getByRole('tablist', { name: 'Account sections' }).waitFor();
    await accountTab(page, 'Tokens').click();
    await expect.poll(async () => amountIn(await tokenAmount(page, 'USDC').textContent()), { timeout: 20_000 }).toBe(bought);
    await accountTab(page, 'Activity').click();
    const shown = bought.toFixed(3).replace('.', '\\.');
    await expect
      .poll(() => dialog(page).getByTestId('airlock-transaction').first().textContent(), { timeout: 30_000 })
      .toMatch(new RegExp(`^Received.*${shown} USDC`));
  }, 180_000);

  it('buys in EUR on a 375x667 phone, opened by keyboard: a bottom sheet, axe clean in each view and the checkout', async () => {
    const { page } = fixture.watched;
    await page.setViewportSize(VIEWPORTS.phone);
    await openDemoWithEmptyWallet(page, fixture.stack);
    await connectWallet(page);
    await openAccount(page);
    // By keyboard: Tab to Buy, Enter; the amount field has focus once the options are in.
    await tabTo(page, 'Buy');
    await page.keyboard.press('Enter');
    const form = buyForm(page);
    await expect.poll(() => focusedName(page), { timeout: 15_000 }).toBe('Amount (USD)');
    await page.keyboard.type('100');
    await form.getByRole('combobox', { name: 'Pay in' }).selectOption('EUR');
    await form.getByTestId('airlock-buy-quote').waitFor({ timeout: 20_000 });
    expect(await form.getByTestId('airlock-buy-quote').textContent()).toContain('€');
    const box = await dialog(page).boundingBox();
    expect(box && Math.round(box.x + box.width)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(box && Math.round(box.y + box.height)).toBeGreaterThanOrEqual(VIEWPORTS.phone.height - 1);
    await noAxeViolations(page, 'form-phone');
    await amountField(form).fill('30000');
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Maximum 7500 EUR');
    await noAxeViolations(page, 'form-phone-error');

    await amountField(form).fill('20');
    await form.getByTestId('airlock-buy-quote').waitFor({ timeout: 20_000 });
    const popupOpened = page.waitForEvent('popup');
    await form.getByRole('button', { name: 'Continue' }).click();
    const checkout = await popupOpened;
    await checkout.waitForURL(/\/onramp\/sandbox\/checkout\//, { timeout: 15_000 });
    await checkout.setViewportSize(VIEWPORTS.phone);
    const checkoutViolations = await seriousAxeViolations(checkout);
    expect(checkoutViolations, JSON.stringify(checkoutViolations, null, 2)).toEqual([]);
    await dialog(page).getByRole('heading', { name: 'Buy in progress' }).waitFor();
    await noAxeViolations(page, 'in-progress-phone');
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByLabel('Expiry date (MM/YY)').fill('12/40');
    await checkout.getByLabel('Security code (CVC)').fill('123');
    await checkout.getByLabel('Name on card').fill('Ada Lovelace');
    await checkout.getByRole('button', { name: /^Pay 20\.00 EUR$/ }).click();
    await dialog(page).getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 60_000 });
    await dialog(page).getByTestId('airlock-buy-balance').waitFor({ timeout: 20_000 });
    await noAxeViolations(page, 'success-phone');
  }, 120_000);
});
