import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { dialog } from './demo-page';

/** The Account view, opened from the demo's Account button. */
export async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account/ }).click();
  await dialog(page).getByRole('tablist', { name: 'Account sections' }).waitFor();
}

export const accountTab = (page: Page, name: string) => dialog(page).getByRole('tab', { name, exact: true });

/** The amount a balance shows ('9,987.50 USDC' → 9987.5). */
export const amountIn = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** The Account view's ETH balance, and a token's amount in its Tokens list, as numbers (once shown). */
export async function accountBalances(page: Page, symbols: readonly string[]): Promise<Record<string, number>> {
  const balances: Record<string, number> = {};
  const ethText = dialog(page).getByTestId('airlock-account-balance');
  await expect.poll(() => ethText.textContent(), { timeout: 15_000 }).toMatch(/\d/);
  balances.ETH = amountIn(await ethText.textContent());
  for (const symbol of symbols) {
    const amount = tokenAmount(page, symbol);
    await expect.poll(() => amount.textContent(), { timeout: 15_000 }).toMatch(/\d/);
    balances[symbol] = amountIn(await amount.textContent());
  }
  return balances;
}

export const tokenAmount = (page: Page, symbol: string) =>
  dialog(page).getByTestId(`airlock-token-${symbol}`).getByTestId('airlock-token-amount');

/** Account → Swap: resolves with the form once the network's swap tokens have loaded. */
export async function openSwap(page: Page): Promise<Locator> {
  await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click();
  const form = swapForm(page);
  await form.waitFor({ timeout: 15_000 });
  return form;
}

export const swapForm = (page: Page) => dialog(page).getByRole('form', { name: 'Swap tokens' });
export const payAmount = (form: Locator) => form.getByRole('textbox', { name: 'You pay', exact: true });
export const reviewButton = (form: Locator) => form.getByRole('button', { name: 'Review swap' });
export const tokenPicker = (page: Page) => dialog(page).getByRole('region', { name: 'Choose a token' });

/** Opens the picker from one side's token button, searches for `symbol` and picks its option. */
export async function pickToken(page: Page, side: 'pay' | 'receive', symbol: string): Promise<void> {
  const form = swapForm(page);
  const button = form.getByRole('button', { name: side === 'pay' ? /^Token you pay|^Select token/ : /^Token you receive|^Select token/ });
  // With no token chosen both sides' buttons read 'Select token': the pay side is the first.
  await (side === 'pay' ? button.first() : button.last()).click();
  const picker = tokenPicker(page);
  await picker.getByRole('combobox', { name: 'Search by name, symbol or address' }).fill(symbol);
  await picker
    .getByRole('listbox', { name: 'Tokens' })
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .click();
  await picker.waitFor({ state: 'detached' });
}

/** From, to and the amount typed; resolves once a quote is shown and Review swap is enabled. */
export async function fillSwap(page: Page, swap: { from: string; to: string; amount: string }): Promise<Locator> {
  const form = swapForm(page);
  if ((await form.getByRole('button', { name: `Token you pay: ${swap.from}` }).count()) === 0) await pickToken(page, 'pay', swap.from);
  await pickToken(page, 'receive', swap.to);
  await payAmount(form).fill(swap.amount);
  await quoteShown(form);
  return form;
}

/** The quote's live region says what is received, and Review swap is no longer aria-disabled. */
export async function quoteShown(form: Locator): Promise<void> {
  await expect
    .poll(() => form.getByTestId('airlock-swap-quote-status').textContent(), { timeout: 20_000 })
    .toMatch(/^You receive about [\d,.]+ \w+$/);
  await expect.poll(() => reviewButton(form).getAttribute('aria-disabled'), { timeout: 10_000 }).toBeNull();
}

export const swapReview = (page: Page) => dialog(page).getByRole('region', { name: 'Review your swap' });
export const swapProgress = (page: Page, title: 'Swap pending' | 'Swap complete' | 'Swap failed') =>
  dialog(page).getByRole('status', { name: title });
