import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';
import { VIEWPORTS } from './support/browser';
import { dialog, openDemoWithWallet, WALLET_NAME } from './support/demo-page';
import { useSharedDemoStack } from './support/stack-fixture';

/** Waits for the view, checks it with axe and saves a screenshot as a test artifact. */
async function checkView(page: Page, view: string, label: string, viewportName: string) {
  await expect.poll(() => dialog(page).getAttribute('data-view')).toBe(view);
  await page.waitForTimeout(250);
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${viewportName}-${label}.png`) });
  const violations = await seriousAxeViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  describe(`every view is accessible and captured (${viewportName})`, () => {
    const fixture = useSharedDemoStack(viewport);

    it('Connect with no wallet installed, All Wallets and ConnectingWalletConnect', async () => {
      const { page } = fixture.watched;
      await page.goto(fixture.stack.demo.url);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog(page)
        .getByRole('button', { name: /^All Wallets \d+$/ })
        .waitFor();
      await checkView(page, 'Connect', 'connect-no-wallets', viewportName);
      expect(
        await dialog(page)
          .getByRole('button', { name: /^WalletConnect/ })
          .count(),
      ).toBe(1);
      // The stylesheet applies under the page's strict CSP (no inline style was needed).
      const style = await dialog(page).evaluate((element) => {
        const computed = getComputedStyle(element);
        const backdrop = getComputedStyle(element.parentElement as Element);
        return { radius: computed.borderTopLeftRadius, position: backdrop.position, zIndex: backdrop.zIndex };
      });
      expect(style).toEqual({ radius: '16px', position: 'fixed', zIndex: '999' });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await dialog(page)
        .getByRole('button', { name: /^All Wallets/ })
        .click();
      await dialog(page)
        .getByRole('list', { name: 'Wallets' })
        .getByRole('button', { name: /^MetaMask/ })
        .waitFor();
      await checkView(page, 'AllWallets', 'all-wallets', viewportName);
      await dialog(page).getByRole('searchbox').fill('zzzz');
      await dialog(page).getByText('No wallet found').waitFor();
      await checkView(page, 'AllWallets', 'all-wallets-empty', viewportName);
      await dialog(page).getByRole('button', { name: 'Back' }).click();

      await dialog(page)
        .getByRole('button', { name: /^WalletConnect/ })
        .click();
      await dialog(page).getByRole('img', { name: 'WalletConnect QR code' }).waitFor();
      await checkView(page, 'ConnectingWalletConnect', 'connecting-walletconnect', viewportName);
    });

    it('Connect, ConnectingExternal, Account, Networks, SwitchNetwork and UnsupportedChain', async () => {
      const { page } = fixture.watched;
      const wallet = await openDemoWithWallet(page, fixture.stack);
      await page.getByRole('heading', { name: 'Connect a wallet to begin' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(ARTIFACTS_DIR, `${viewportName}-demo-disconnected.png`) });

      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await checkView(page, 'Connect', 'connect', viewportName);
      await wallet.holdNext();
      await dialog(page)
        .getByRole('button', { name: new RegExp(WALLET_NAME) })
        .click();
      await dialog(page).getByText(`Continue in ${WALLET_NAME}`).waitFor();
      await checkView(page, 'ConnectingExternal', 'connecting-external-pending', viewportName);
      await wallet.rejectNext();
      await wallet.releaseHeld();
      await dialog(page).getByRole('alert').waitFor();
      await checkView(page, 'ConnectingExternal', 'connecting-external-rejected', viewportName);
      await dialog(page).getByRole('button', { name: 'Try again' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByTestId('demo-address').waitFor();
      await page.screenshot({ path: join(ARTIFACTS_DIR, `${viewportName}-demo-connected.png`), fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /^Account/ }).click();
      await dialog(page).getByTestId('airlock-account-balance').waitFor();
      await checkView(page, 'Account', 'account', viewportName);

      await dialog(page).getByRole('button', { name: 'Network: Airlock Devnet' }).click();
      await checkView(page, 'Networks', 'networks', viewportName);

      await wallet.refuseChain(31338);
      await wallet.holdNext();
      await dialog(page).getByRole('button', { name: 'Airlock Devnet L2' }).click();
      await dialog(page).getByText('Approve the network switch in your wallet').waitFor();
      await checkView(page, 'SwitchNetwork', 'switch-network-pending', viewportName);
      await wallet.releaseHeld();
      await dialog(page).getByRole('alert').waitFor();
      await checkView(page, 'SwitchNetwork', 'switch-network-declined', viewportName);
      await page.keyboard.press('Escape');

      await wallet.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x1',
            chainName: 'Elsewhere',
            rpcUrls: [fixture.stack.devnet.chains[0].rpcUrl],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      });
      await checkView(page, 'UnsupportedChain', 'unsupported-chain', viewportName);
    });
  });
}
