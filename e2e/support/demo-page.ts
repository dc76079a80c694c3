import type { Page } from 'playwright-core';
import type { AssetDiscoveryOptions } from '@airlock/testing';
import { installTestWallet, type TestWalletHandle } from '@airlock/testing/playwright';
import type { DemoStackEndpoints } from './demo-stack';

export const WALLET_NAME = 'Airlock Test Wallet';

/** Puts the test wallet into the page (before any script of the demo runs) and opens the demo. */
export async function openDemoWithWallet(
  page: Page,
  stack: DemoStackEndpoints,
  options: { accountIndex?: number; chainId?: number; assetDiscovery?: AssetDiscoveryOptions } = {},
): Promise<TestWalletHandle> {
  const account = stack.devnet.accounts[options.accountIndex ?? 0];
  if (!account) throw new Error('no devnet account');
  const wallet = await installTestWallet(page, {
    accounts: [account.privateKey],
    chains: stack.devnet.chains.slice(0, 1).map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    chainId: options.chainId,
    ...(options.assetDiscovery && { assetDiscovery: options.assetDiscovery }),
  });
  await page.goto(stack.demo.url);
  return wallet;
}

export const dialog = (page: Page) => page.getByRole('dialog');

/** Connect Wallet → the test wallet → modal closes connected. */
export async function connectWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: new RegExp(WALLET_NAME) })
    .click();
  await dialog(page).waitFor({ state: 'detached' });
}

/** Connect Wallet → WalletConnect: resolves with the pairing link the QR code carries, as a phone reads it ("Copy link"). */
export async function walletConnectPairingUri(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page)
    .getByRole('button', { name: /^WalletConnect/ })
    .click();
  await dialog(page).getByRole('img', { name: 'WalletConnect QR code' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Copy link' }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}
