import type { Page } from 'playwright-core';
import { installTestWallet } from '@airlock/testing/playwright';
import type { DemoStackEndpoints } from './demo-stack';
import { dialog } from './demo-page';

/** Puts the test wallet (the devnet's first account, on its first chain) into the page, then opens `url`. */
export async function openWithTestWallet(page: Page, stack: DemoStackEndpoints, url: string): Promise<string> {
  const account = stack.devnet.accounts[0];
  if (!account) throw new Error('no devnet account');
  await installTestWallet(page, {
    accounts: [account.privateKey],
    chains: stack.devnet.chains.slice(0, 1).map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  });
  await page.goto(url);
  return account.address;
}

/**
 * Clicks Connect Wallet until the modal opens: a server-rendered button is on the page before React
 * has hydrated it, and a click on it then does nothing.
 */
export async function openConnectModal(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Connect Wallet' });
  for (let attempt = 0; ; attempt += 1) {
    if (await dialog(page).isVisible()) return;
    await button.click();
    try {
      await dialog(page).waitFor({ timeout: 2_000 });
      return;
    } catch (error) {
      if (attempt >= 10) throw error;
    }
  }
}

/** The account button's label once connected: the visually hidden "Account", then the balance and short address. */
export function accountButton(page: Page) {
  return page.getByRole('button', { name: /^Account/ });
}

export const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

/** React's hydration complaints as the browser console shows them, development or production build. */
const HYDRATION_MESSAGE = /hydrat|did not match|Minified React error #(418|423|425)\b|react\.dev\/errors\/(418|423|425)\b/i;

/** Collects every console message (and page error) that reports a hydration problem. */
export function watchHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_MESSAGE.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_MESSAGE.test(error.message)) warnings.push(`page error: ${error.message}`);
  });
  return warnings;
}
