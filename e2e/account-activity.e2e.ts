import { defineDevnetChain } from '@airlock/devnet';
import { DEMO_PROJECT_ID } from '@airlock/server';
import type { WalletConnectTestWallet } from '@airlock/testing/walletconnect';
import type { Locator, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { connectWallet, dialog, openDemoWithWallet, walletConnectPairingUri } from './support/demo-page';
import { decodeQrCode } from './support/decode-qr-code';
import { seriousAxeViolations } from './support/axe';
import { openWatchedPage, VIEWPORTS, type WatchedPage } from './support/browser';
import { signInByEmail } from './support/email-sign-in';
import { startPhoneWallet } from './support/phone-wallet';
import { useEmbeddedDemoStack } from './support/embedded-demo-stack';

interface HistoryTransfer {
  direction: string;
  fungible_info?: { symbol: string };
  quantity: { numeric: string };
}
interface HistoryTransaction {
  id: string;
  metadata: { operationType: string; sentFrom: string; sentTo: string; status: string };
  transfers: HistoryTransfer[];
}

describe('the Account view: NFTs, Send, Receive and Activity', () => {
  // The embedded wallet's frame is built too: one test signs in by email and approves in it.
  const fixture = useEmbeddedDemoStack();
  let phone: WalletConnectTestWallet | undefined;
  /** A second visitor's browser, for tests that watch both sides of a transfer. */
  let recipient: WatchedPage | undefined;
  afterEach(async () => {
    await phone?.close();
    phone = undefined;
    const problems = recipient?.problems ?? [];
    await recipient?.context.close();
    recipient = undefined;
    expect(problems).toEqual([]);
  });
  const rpcUrl = () => fixture.stack.devnet.chains[0].rpcUrl;
  const publicClient = () => createPublicClient({ transport: http(rpcUrl()) });
  const rpc = <T>(method: string, params: unknown[] = []) =>
    publicClient().request({ method: method as 'eth_chainId', params: params as never }) as Promise<T>;
  /** Account `from` sends `count` tiny ETH transfers to `to` over RPC, `perBlock` to a block (automine off meanwhile). */
  const seedTransfers = async (fromIndex: number, to: Address, count: number, perBlock: number) => {
    const account = privateKeyToAccount(fixture.stack.devnet.accounts[fromIndex]!.privateKey as Hex);
    const wallet = createWalletClient({ account, chain: defineDevnetChain(fixture.stack.devnet.chains[0]), transport: http(rpcUrl()) });
    let nonce = await publicClient().getTransactionCount({ address: account.address, blockTag: 'pending' });
    const maxFeePerGas = 50_000_000_000n;
    await rpc('evm_setAutomine', [false]);
    try {
      for (let sent = 0; sent < count; sent += perBlock) {
        const batch = Array.from({ length: Math.min(perBlock, count - sent) }, () =>
          wallet.sendTransaction({ to, value: 1_000_000_000_000n, gas: 21_000n, maxFeePerGas, maxPriorityFeePerGas: 1n, nonce: nonce++ }),
        );
        await Promise.all(batch);
        await rpc('evm_mine');
      }
    } finally {
      await rpc('evm_setAutomine', [true]);
    }
  };

  const openAccount = async (page: Page) => {
    await page.getByRole('button', { name: /^Account/ }).click();
    await dialog(page).getByRole('tablist', { name: 'Account sections' }).waitFor();
  };
  const tab = (page: Page, name: string) => dialog(page).getByRole('tab', { name, exact: true });
  const usdcAmount = (page: Page) => dialog(page).getByTestId('airlock-token-USDC').getByTestId('airlock-token-amount');
  const historyOf = async (address: string): Promise<HistoryTransaction[]> => {
    const url = `${fixture.stack.server.url}/v1/account/${address}/history?projectId=${DEMO_PROJECT_ID}&chainId=eip155:31337`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: HistoryTransaction[] }).data;
  };

  it("shows the devnet's NFTs with their images and names, and one NFT's details", async () => {
    const { page } = fixture.watched;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 0 });
    await connectWallet(page);
    await openAccount(page);
    await tab(page, 'NFTs').click();
    const grid = dialog(page).getByRole('list', { name: 'NFTs' });
    await grid.waitFor({ timeout: 15_000 });
    const tile = grid.getByRole('button', { name: 'Devnet Punk #2' });
    await tile.waitFor();
    expect(await tile.textContent()).toContain('Devnet Punk #2');
    const image = tile.getByRole('img', { name: 'Devnet Punk #2' });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // The SVG one too (served by the server so that it cannot run script).
    const svgImage = grid.getByRole('img', { name: 'Devnet Punk #1' });
    await svgImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => svgImage.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await tile.click();
    const detail = dialog(page).getByRole('article', { name: 'NFT details' });
    await detail.waitFor();
    expect(await detail.getByRole('heading', { name: 'Devnet Punk #2' }).isVisible()).toBe(true);
    expect(
      await detail.getByRole('img', { name: 'Devnet Punk #2' }).evaluate((element) => (element as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    const facts = await detail.textContent();
    expect(facts).toContain('Token ID2');
    expect(facts).toContain('Collection');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Back to NFTs' }).click();
    await grid.waitFor();
  });

  /** How a sender connects, and approves a send where the wallet asks (the test wallets approve by themselves). */
  interface Sender {
    kind: string;
    connect(page: Page): Promise<void>;
    approve?(page: Page): Promise<void>;
    /** Distinct per sender, so each one's transfers are told apart in the recipient's Activity. */
    eth: string;
    usdc: string;
  }
  const senders: Sender[] = [
    {
      kind: 'the browser test wallet',
      connect: async (page) => {
        await openDemoWithWallet(page, fixture.stack, { accountIndex: 8 });
        await connectWallet(page);
      },
      eth: '0.25',
      usdc: '12.5',
    },
    {
      kind: 'a WalletConnect wallet',
      connect: async (page) => {
        phone = await startPhoneWallet(fixture.stack, 2, {
          relayUrl: `${fixture.stack.server.url.replace(/^http/, 'ws')}/relay`,
          projectId: DEMO_PROJECT_ID,
        });
        await page.goto(fixture.stack.demo.url);
        await phone.pair(await walletConnectPairingUri(page));
        await dialog(page).waitFor({ state: 'detached' });
      },
      eth: '0.3',
      usdc: '7.25',
    },
    {
      kind: 'an email account, approved in the secure frame',
      connect: async (page) => {
        await signInByEmail(page, fixture.stack, 'sender.activity@example.com');
        await page.getByRole('button', { name: 'Get test funds' }).click();
        await expect
          .poll(() => page.getByTestId('demo-faucet-result').textContent(), { timeout: 15_000 })
          .toMatch(/^Received 1 ETH and 100 USDC/);
      },
      approve: async (page) => {
        const approve = page.frameLocator('iframe[title="Airlock embedded wallet"]').getByRole('button', { name: 'Approve' });
        await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true);
        await approve.click();
      },
      eth: '0.1',
      usdc: '2.5',
    },
  ];

  /**
   * The form's Preview once the fee for what was typed is shown: the fee is estimated a moment
   * after the last keystroke, and Preview is disabled meanwhile, so a click as that starts is lost.
   */
  const previewOnceFeeShown = async (form: Locator) => {
    await form.getByText(/ · \$/).waitFor({ timeout: 10_000 });
    const preview = form.getByRole('button', { name: 'Preview' });
    await expect.poll(() => preview.isEnabled(), { timeout: 10_000 }).toBe(true);
    return preview;
  };
  /** The amount a balance shows ('9,987.50 USDC' → 9987.5). */
  const amountIn = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
  const ethBalance = async (page: Page) => amountIn(await dialog(page).getByTestId('airlock-account-balance').textContent());
  const firstActivityRow = (page: Page) => dialog(page).getByTestId('airlock-transaction').first();
  /** Activity as a visitor sees it once it has loaded: its rows, or the empty state. */
  const activityShown = (page: Page) =>
    dialog(page)
      .getByTestId('airlock-transaction')
      .or(dialog(page).getByTestId('airlock-activity-empty'))
      .first()
      .waitFor({ timeout: 15_000 });

  /** Send → form → Preview → review → Confirm in wallet → pending, then confirmed → Done (back in the Account view). */
  const sendFromModal = async (page: Page, sender: Sender, token: { symbol: string; amount: string }, to: Address) => {
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    const form = dialog(page).getByRole('form', { name: 'Send tokens' });
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Token').locator('option').allTextContents(), { timeout: 10_000 }).toContain(token.symbol);
    await form.getByLabel('Token').selectOption({ label: token.symbol });
    await form.getByLabel('Amount').fill(token.amount);
    await form.getByLabel('Recipient').fill(to);
    const preview = await previewOnceFeeShown(form);
    await preview.click();
    const review = dialog(page).getByRole('region', { name: 'Review what you send' });
    await review.waitFor();
    expect(await review.getByTestId('airlock-send-review-amount').textContent()).toMatch(
      new RegExp(`^${token.amount.replace('.', '\\.')}0* ${token.symbol}`),
    );
    expect((await review.getByTestId('airlock-send-review-recipient').textContent())?.toLowerCase()).toBe(to.toLowerCase());
    await review.getByRole('button', { name: 'Confirm in wallet' }).click();
    await sender.approve?.(page);
    await dialog(page)
      .getByRole('status', { name: /^Transaction (pending|confirmed)$/ })
      .waitFor({ timeout: 15_000 });
    await dialog(page).getByRole('status', { name: 'Transaction confirmed' }).waitFor({ timeout: 20_000 });
    await dialog(page).getByRole('button', { name: 'Done' }).click();
  };

  it.each(senders)(
    "sends ETH and USDC from $kind: both sides' Activity and balances update without a reload",
    async (sender) => {
      const { page } = fixture.watched;
      // Not account 9: the devnet faucet pays from it (the email account's test funds).
      const recipientAccount = fixture.stack.devnet.accounts[3]!;
      // The recipient has the demo open on their Activity in a browser of their own meanwhile.
      recipient = await openWatchedPage(fixture.browser);
      const other = recipient.page;
      await openDemoWithWallet(other, fixture.stack, { accountIndex: 3 });
      await connectWallet(other);
      await openAccount(other);
      await expect.poll(() => usdcAmount(other).textContent(), { timeout: 10_000 }).toMatch(/\d/);
      const recipientUsdc = amountIn(await usdcAmount(other).textContent());
      await tab(other, 'Activity').click();
      await activityShown(other);

      await sender.connect(page);
      await openAccount(page);
      await expect.poll(() => usdcAmount(page).textContent(), { timeout: 10_000 }).toMatch(/\d/);
      const senderUsdc = amountIn(await usdcAmount(page).textContent());
      await tab(page, 'Activity').click();
      await activityShown(page);

      for (const token of [
        { symbol: 'ETH', amount: sender.eth },
        { symbol: 'USDC', amount: sender.usdc },
      ]) {
        const [senderEth, recipientEth] = [await ethBalance(page), await ethBalance(other)];
        const shown = `${Number(token.amount).toFixed(3)} ${token.symbol}`;
        await sendFromModal(page, sender, token, recipientAccount.address as Address);
        expect(await tab(page, 'Activity').getAttribute('aria-selected')).toBe('true');
        await expect
          .poll(() => firstActivityRow(page).textContent(), { timeout: 15_000 })
          .toMatch(new RegExp(`^Sent.*${shown.replace('.', '\\.')}`));
        await expect
          .poll(() => firstActivityRow(other).textContent(), { timeout: 20_000 })
          .toMatch(new RegExp(`^Received.*${shown.replace('.', '\\.')}`));
        if (token.symbol === 'ETH') {
          // Less the network fee, which the two decimals shown may or may not reveal.
          await expect.poll(() => ethBalance(page), { timeout: 15_000 }).toBeCloseTo(senderEth - Number(token.amount), 1);
          await expect.poll(() => ethBalance(other), { timeout: 15_000 }).toBeCloseTo(recipientEth + Number(token.amount), 2);
        }
      }
      // The token lists, read when the balances were refreshed in the background, not on opening the tab.
      await tab(page, 'Tokens').click();
      await expect
        .poll(async () => amountIn(await usdcAmount(page).textContent()), { timeout: 15_000 })
        .toBeCloseTo(senderUsdc - Number(sender.usdc), 2);
      await tab(other, 'Tokens').click();
      await expect
        .poll(async () => amountIn(await usdcAmount(other).textContent()), { timeout: 15_000 })
        .toBeCloseTo(recipientUsdc + Number(sender.usdc), 2);
    },
    90_000,
  );

  it('shows the address as a QR code that decodes to it, and confirms the copy', async () => {
    const { page } = fixture.watched;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = fixture.stack.devnet.accounts[1]!;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 1 });
    await connectWallet(page);
    await openAccount(page);
    await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click();
    const qr = dialog(page).getByRole('img', { name: 'QR code of your address' });
    await qr.waitFor();
    expect(decodeQrCode(await qr.screenshot())?.toLowerCase()).toBe(account.address.toLowerCase());
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Copy address' }).click();
    await page.getByText('Address copied').waitFor();
    expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toBe(account.address.toLowerCase());
  });

  it('shows the execution reverted message of a USDC send that the balance no longer covers', async () => {
    const { page } = fixture.watched;
    const sender = fixture.stack.devnet.accounts[4]!;
    const usdc = fixture.stack.devnet.addresses.usdc as Address;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 4 });
    await connectWallet(page);
    await openAccount(page);
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    const form = dialog(page).getByRole('form', { name: 'Send tokens' });
    await form.getByLabel('Token').selectOption({ label: 'USDC' });
    await form.getByLabel('Amount').fill('5000');
    await form.getByLabel('Recipient').fill(fixture.stack.devnet.accounts[9]!.address);
    const preview = await previewOnceFeeShown(form);
    await preview.click();
    // Meanwhile the account spends its USDC elsewhere, so what the preview showed is above its balance.
    const wallet = createWalletClient({ account: privateKeyToAccount(sender.privateKey as Hex), transport: http(rpcUrl()) });
    const drain = await wallet.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [fixture.stack.devnet.accounts[9]!.address, 9_000_000_000n],
      chain: null,
    });
    await publicClient().waitForTransactionReceipt({ hash: drain });
    await dialog(page).getByRole('button', { name: 'Confirm in wallet' }).click();
    const alert = dialog(page).getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toMatch(/^Execution reverted (with reason: .+|for an unknown reason)\.$/);
  });

  it('scrolls through the pages of an account with 300 transfers', async () => {
    const { page } = fixture.watched;
    const account = fixture.stack.devnet.accounts[5]!;
    await seedTransfers(6, account.address, 300, 30);
    await expect.poll(async () => (await historyOf(account.address)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 5 });
    await connectWallet(page);
    await openAccount(page);
    await tab(page, 'Activity').click();
    const rows = dialog(page).getByTestId('airlock-transaction');
    await rows.first().waitFor({ timeout: 15_000 });
    const firstPage = await rows.count();
    expect(firstPage).toBeLessThan(300);
    const loadMore = dialog(page).getByTestId('airlock-load-more');
    for (let scrolls = 0; scrolls < 40 && (await loadMore.count()) > 0; scrolls++) {
      const before = await rows.count();
      await loadMore.scrollIntoViewIfNeeded().catch(() => {});
      await expect.poll(async () => (await rows.count()) > before || (await loadMore.count()) === 0, { timeout: 10_000 }).toBe(true);
    }
    expect(await loadMore.count()).toBe(0);
    const received = await rows.filter({ hasText: /^Received.*0\.000 ETH/ }).count();
    expect(received).toBe(300);
  });

  it('removes a transfer orphaned by a reorg from Activity', async () => {
    const { page } = fixture.watched;
    const account = fixture.stack.devnet.accounts[7]!;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 7 });
    await connectWallet(page);
    await openAccount(page);
    const snapshot = await rpc<Hex>('evm_snapshot');
    const wallet = createWalletClient({
      account: privateKeyToAccount(fixture.stack.devnet.accounts[6]!.privateKey as Hex),
      transport: http(rpcUrl()),
    });
    const hash = await wallet.sendTransaction({ to: account.address, value: parseEther('3.21'), chain: null });
    await publicClient().waitForTransactionReceipt({ hash });
    const orphaned = dialog(page).getByTestId('airlock-transaction').filter({ hasText: '3.210 ETH' });
    const reopenActivity = async () => {
      await tab(page, 'Tokens').click();
      await tab(page, 'Activity').click();
      await dialog(page).getByTestId('airlock-transaction').first().waitFor();
    };
    await expect.poll(async () => (await reopenActivity(), await orphaned.count()), { timeout: 15_000 }).toBe(1);

    expect(await rpc<boolean>('evm_revert', [snapshot])).toBe(true);
    await rpc('anvil_mine', ['0x3']);
    expect(
      await publicClient()
        .getTransaction({ hash })
        .catch(() => undefined),
    ).toBeUndefined();
    const orphanedInHistory = async () =>
      (await historyOf(account.address)).filter((transaction) =>
        transaction.transfers.some((transfer) => transfer.quantity.numeric === '3.21'),
      ).length;
    await expect.poll(orphanedInHistory, { timeout: 20_000 }).toBe(0);
    await expect.poll(async () => (await reopenActivity(), await orphaned.count()), { timeout: 20_000 }).toBe(0);
  });

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['375x667', VIEWPORTS.phone],
  ] as const)(
    'finds nothing serious with axe in Activity, NFTs, NFT details, Send, its review and Receive at %s',
    async (_size, viewport) => {
      const { page } = fixture.watched;
      await page.setViewportSize(viewport);
      await openDemoWithWallet(page, fixture.stack, { accountIndex: 0 });
      await connectWallet(page);
      await openAccount(page);
      await tab(page, 'Activity').click();
      await dialog(page).getByTestId('airlock-transaction').first().waitFor({ timeout: 15_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await tab(page, 'NFTs').click();
      const tile = dialog(page).getByRole('list', { name: 'NFTs' }).getByRole('button', { name: 'Devnet Punk #1' });
      await tile.waitFor({ timeout: 15_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await tile.click();
      await dialog(page).getByRole('article', { name: 'NFT details' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog(page).getByRole('button', { name: 'Back to NFTs' }).click();
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
      const form = dialog(page).getByRole('form', { name: 'Send tokens' });
      await form.waitFor();
      await form.getByLabel('Amount').fill('1');
      await form.getByLabel('Recipient').fill(fixture.stack.devnet.accounts[1]!.address);
      const preview = await previewOnceFeeShown(form);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await preview.click();
      await dialog(page).getByRole('region', { name: 'Review what you send' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      await openAccount(page);
      await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click();
      await dialog(page).getByRole('img', { name: 'QR code of your address' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
