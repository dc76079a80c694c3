import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DEMO_PROJECT_ID } from '@airlock/server';
import type { WalletConnectTestWallet } from '@airlock/testing/walletconnect';
import type { Page } from 'playwright-core';
import { createPublicClient, erc20Abi, http, parseEther, type Address, type Hex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';
import { VIEWPORTS } from './support/browser';
import { connectWallet, dialog, openDemoWithWallet, walletConnectPairingUri } from './support/demo-page';
import { signInByEmail } from './support/email-sign-in';
import { useEmbeddedDemoStack } from './support/embedded-demo-stack';
import { startPhoneWallet } from './support/phone-wallet';
import { movePoolsOfSwap, sendPoolMove } from './support/pool-mover';
import {
  accountBalances,
  accountTab,
  amountIn,
  fillSwap,
  openAccount,
  openSwap,
  payAmount,
  pickToken,
  reviewButton,
  swapProgress,
  swapReview,
  tokenAmount,
  tokenPicker,
} from './support/swap-page';

/**
 * Swaps in the modal against the devnet's Uniswap pools through the server's convert routes. One stack for the file
 * (the email account's test needs the frame and the dev outbox), each test on a devnet account no other test uses.
 */
describe('Swap in the modal (Uniswap V2 and V3 pools on the devnet, SwapRouter02)', () => {
  const fixture = useEmbeddedDemoStack();
  let phone: WalletConnectTestWallet | undefined;
  afterEach(async () => {
    await phone?.close();
    phone = undefined;
  });

  const chain = () => createPublicClient({ transport: http(fixture.stack.devnet.chains[0].rpcUrl) });
  const rpc = (method: string, params: unknown[] = []) =>
    chain().request({ method: method as 'eth_chainId', params: params as never }) as Promise<unknown>;
  const nonceOf = (address: string) => chain().getTransactionCount({ address: address as Address });
  const tokenBalance = (token: Address, owner: string) =>
    chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner as Address] });
  const firstActivityRow = (page: Page) => dialog(page).getByTestId('airlock-transaction').first();
  const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });

  /** Review swap → the review (no approval step for ETH) → Swap → complete; the result names both amounts. */
  async function reviewAndSwapEth(page: Page, approve?: (page: Page) => Promise<void>) {
    const form = await fillSwap(page, { from: 'ETH', to: 'USDC', amount: '0.1' });
    const details = form.getByTestId('airlock-swap-details');
    expect(await details.getByTestId('airlock-swap-price-impact').textContent()).toMatch(/^\d+\.\d{2}%$/);
    expect(await details.getByTestId('airlock-swap-network-fee').textContent()).toMatch(/^(≈ )?[<\d][\d.,]* ETH · /);
    expect(await form.getByRole('textbox', { name: 'You receive', exact: true }).inputValue()).toMatch(/^[23]\d\d\.\d+$/);
    await reviewButton(form).click();
    const review = swapReview(page);
    await review.waitFor();
    expect(await review.getByTestId('airlock-swap-review-pay').textContent()).toMatch(/^0\.1 ETH/);
    expect(await review.getByTestId('airlock-swap-review-receive').textContent()).toMatch(/^[23]\d\d\.\d+ USDC/);
    expect(await review.getByTestId('airlock-swap-steps').count()).toBe(0);
    await review.getByRole('button', { name: 'Swap', exact: true }).click();
    await approve?.(page);
    await swapProgress(page, 'Swap complete').waitFor({ timeout: 30_000 });
    expect(await dialog(page).getByTestId('airlock-swap-result').textContent()).toMatch(/^0\.1 ETH swapped for [23]\d\d\.\d+ USDC$/);
  }

  /** Done → the Account view: its balances moved the swap's way, and Activity's newest row is the swap. */
  async function expectSwapInAccount(page: Page, before: Record<string, number>, swap: { from: string; to: string; amount: number }) {
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await dialog(page).getByRole('tablist', { name: 'Account sections' }).waitFor();
    await accountTab(page, 'Tokens').click();
    const fromAmount = () =>
      swap.from === 'ETH' ? dialog(page).getByTestId('airlock-account-balance').textContent() : tokenAmount(page, swap.from).textContent();
    await expect.poll(async () => amountIn(await fromAmount()), { timeout: 20_000 }).toBeLessThanOrEqual(before[swap.from]! - swap.amount);
    await expect
      .poll(async () => amountIn(await tokenAmount(page, swap.to).textContent()), { timeout: 20_000 })
      .toBeGreaterThan(before[swap.to]!);
    await accountTab(page, 'Activity').click();
    const shown = `${swap.amount.toFixed(3)} ${swap.from}`.replace('.', '\\.');
    await expect
      .poll(() => firstActivityRow(page).textContent(), { timeout: 30_000 })
      .toMatch(new RegExp(`^Swapped.*${shown} → [\\d,]+\\.\\d{3} ${swap.to}`));
  }

  it('swaps 0.1 ETH for USDC with the browser test wallet: quote, review, success, balances and Activity', async () => {
    const { page } = fixture.watched;
    const wallet = await openDemoWithWallet(page, fixture.stack, { accountIndex: 1 });
    await connectWallet(page);
    await openAccount(page);
    const before = await accountBalances(page, ['USDC']);
    await openSwap(page);
    await shot(page, 'swap-form');
    await reviewAndSwapEth(page);
    await shot(page, 'swap-complete');
    const sent = (await wallet.requests()).filter((request) => request.method === 'eth_sendTransaction');
    expect(sent).toHaveLength(1);
    await expectSwapInAccount(page, before, { from: 'ETH', to: 'USDC', amount: 0.1 });
  });

  it('approves USDC for the router first, then swaps it for DAI, for an account that never approved it', async () => {
    const { page } = fixture.watched;
    const { addresses } = fixture.stack.devnet;
    const account = fixture.stack.devnet.accounts[2]!;
    const router = addresses.swapRouter02 as Address;
    expect(
      await chain().readContract({
        address: addresses.usdc as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account.address as Address, router],
      }),
    ).toBe(0n);
    const wallet = await openDemoWithWallet(page, fixture.stack, { accountIndex: 2 });
    await connectWallet(page);
    await openAccount(page);
    const before = await accountBalances(page, ['USDC', 'DAI']);
    const nonce = await nonceOf(account.address);
    await openSwap(page);
    const form = await fillSwap(page, { from: 'USDC', to: 'DAI', amount: '25' });
    await reviewButton(form).click();
    const review = swapReview(page);
    await review.waitFor();
    expect(await review.getByTestId('airlock-swap-steps').getByRole('listitem').allTextContents()).toEqual([
      'Approve USDC for the swap router',
      'Swap',
    ]);
    await shot(page, 'swap-review-approval');
    await review.getByRole('button', { name: 'Approve USDC' }).click();
    await swapProgress(page, 'Swap complete').waitFor({ timeout: 40_000 });
    expect(await dialog(page).getByTestId('airlock-swap-result').textContent()).toMatch(/^25 USDC swapped for 2\d\.\d+ DAI$/);
    const sent = (await wallet.requests()).filter((request) => request.method === 'eth_sendTransaction');
    expect(sent.map((request) => ((request.params as [{ to: string }])[0].to ?? '').toLowerCase())).toEqual([
      addresses.usdc.toLowerCase(),
      router.toLowerCase(),
    ]);
    expect(await nonceOf(account.address)).toBe(nonce + 2);
    expect(await tokenBalance(addresses.usdc as Address, account.address)).toBe(parseUnits6(before.USDC! - 25));
    await expectSwapInAccount(page, before, { from: 'USDC', to: 'DAI', amount: 25 });
  });

  it('swaps 0.1 ETH for USDC from a WalletConnect wallet paired from the modal', async () => {
    const { page } = fixture.watched;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    phone = await startPhoneWallet(fixture.stack, 3, {
      relayUrl: `${fixture.stack.server.url.replace(/^http/, 'ws')}/relay`,
      projectId: DEMO_PROJECT_ID,
    });
    await page.goto(fixture.stack.demo.url);
    await phone.pair(await walletConnectPairingUri(page));
    await dialog(page).waitFor({ state: 'detached' });
    const account = fixture.stack.devnet.accounts[3]!;
    const nonce = await nonceOf(account.address);
    await openAccount(page);
    const before = await accountBalances(page, ['USDC']);
    await openSwap(page);
    await reviewAndSwapEth(page);
    expect(await nonceOf(account.address)).toBe(nonce + 1);
    await expectSwapInAccount(page, before, { from: 'ETH', to: 'USDC', amount: 0.1 });
  });

  it('swaps USDC for DAI from an email smart account: the approval and the swap as one batch, approved once in the frame', async () => {
    const { page } = fixture.watched;
    const { addresses } = fixture.stack.devnet;
    const address = await signInByEmail(page, fixture.stack, `swap.${randomBytes(4).toString('hex')}@example.com`);
    await page.getByRole('button', { name: 'Get test funds' }).click();
    await expect.poll(() => page.getByTestId('demo-faucet-result').textContent(), { timeout: 15_000 }).toMatch(/^Received /);
    await openAccount(page);
    const settings = dialog(page).getByRole('group', { name: 'Account settings' });
    await expect.poll(() => settings.getByTestId('airlock-account-type').textContent(), { timeout: 10_000 }).toBe('Smart account');
    const before = await accountBalances(page, ['USDC']);
    const fromBlock = await chain().getBlockNumber();
    await openSwap(page);
    const form = await fillSwap(page, { from: 'USDC', to: 'DAI', amount: '10' });
    await reviewButton(form).click();
    const review = swapReview(page);
    await review.waitFor();
    expect(await review.getByTestId('airlock-swap-steps').getByRole('listitem').allTextContents()).toEqual([
      'Approve USDC for the swap router',
      'Swap',
    ]);
    await review.getByRole('button', { name: 'Approve and swap' }).click();
    await swapProgress(page, 'Swap pending')
      .getByText('Confirm the approval and the swap in your wallet, as one transaction')
      .waitFor({ timeout: 15_000 });
    const frame = page.frameLocator('iframe[title="Airlock embedded wallet"]');
    await expect.poll(() => frame.getByText(/^2 calls, run as one atomic batch/).count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'swap-frame-batch');
    const approve = frame.getByRole('button', { name: 'Approve' });
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true);
    await approve.click();
    await swapProgress(page, 'Swap complete').waitFor({ timeout: 40_000 });
    // One transaction: the approval and the swap's USDC transfer to the pool are logged by the same one.
    const usdcLogs = await chain().getContractEvents({
      address: addresses.usdc as Address,
      abi: erc20Abi,
      fromBlock,
      args: {},
    });
    const approval = usdcLogs.find((log) => log.eventName === 'Approval' && sameAddress(log.args.owner, address));
    const paid = usdcLogs.find((log) => log.eventName === 'Transfer' && sameAddress(log.args.from, address));
    expect(approval?.transactionHash).toMatch(/^0x/);
    expect(paid?.transactionHash).toBe(approval?.transactionHash);
    expect(await tokenBalance(addresses.usdc as Address, address)).toBe(parseUnits6(before.USDC! - 10));
    expect(await tokenBalance(addresses.dai as Address, address)).toBeGreaterThan(parseEther('9'));
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await dialog(page).getByRole('tablist', { name: 'Account sections' }).waitFor();
    await accountTab(page, 'Tokens').click();
    await expect.poll(async () => amountIn(await tokenAmount(page, 'USDC').textContent()), { timeout: 20_000 }).toBe(before.USDC! - 10);
    await expect.poll(async () => amountIn(await tokenAmount(page, 'DAI').textContent()), { timeout: 20_000 }).toBeGreaterThan(9);
    await accountTab(page, 'Activity').click();
    await expect
      .poll(() => firstActivityRow(page).textContent(), { timeout: 30_000 })
      .toMatch(/^Swapped.*10\.000 USDC → [\d,]+\.\d{3} DAI/);
  }, 90_000);

  /**
   * Where the other account's trade lands: while the wallet's prompt is open (the wallet's estimate then reverts and
   * nothing is sent), or in the block that mines the swap, ahead of it (the swap is sent and reverts on chain). Each
   * its own amount: the server keeps a quote for 5 s, and a quote from before the other's move would make the build fail.
   */
  const poolMoves = [
    { when: 'while the wallet prompt is open', accountIndex: 4, onChain: false, amount: '0.11' },
    { when: 'ahead of it in its block', accountIndex: 8, onChain: true, amount: '0.12' },
  ];
  it.each(poolMoves)(
    'fails with the slippage message when the pool moves past a 0.1% slippage $when; nothing is swapped',
    async ({ accountIndex, onChain, amount }) => {
      const { page } = fixture.watched;
      const { addresses } = fixture.stack.devnet;
      const account = fixture.stack.devnet.accounts[accountIndex]!;
      const wallet = await openDemoWithWallet(page, fixture.stack, { accountIndex });
      await connectWallet(page);
      await openAccount(page);
      await openSwap(page);
      const form = await fillSwap(page, { from: 'ETH', to: 'USDC', amount });
      await form.getByRole('textbox', { name: 'Slippage tolerance (%)' }).fill('0.1');
      await reviewButton(form).click();
      const review = swapReview(page);
      await review.waitFor();
      expect(await review.getByTestId('airlock-swap-review-slippage').textContent()).toBe('0.10');
      const [nonce, ethBefore, usdcBefore] = await Promise.all([
        nonceOf(account.address),
        chain().getBalance({ address: account.address as Address }),
        tokenBalance(addresses.usdc as Address, account.address),
      ]);

      // The wallet's prompt stays open until the test has read what the swap sends.
      await wallet.holdNext('eth_sendTransaction');
      await review.getByRole('button', { name: 'Swap', exact: true }).click();
      let held: { to: Address; data: Hex; value?: Hex } | undefined;
      await expect
        .poll(
          async () => {
            const request = (await wallet.requests()).find((candidate) => candidate.method === 'eth_sendTransaction');
            held = (request?.params as [{ to: Address; data: Hex; value?: Hex }] | undefined)?.[0];
            return held !== undefined;
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      const swap = { to: held!.to, data: held!.data, value: BigInt(held!.value ?? 0) };
      if (!onChain) {
        await movePoolsOfSwap(fixture.stack, 5, swap, parseEther('30'));
        await wallet.releaseHeld();
      } else {
        await rpc('evm_setAutomine', [false]);
        try {
          await wallet.releaseHeld();
          await expect
            .poll(() => chain().getTransactionCount({ address: account.address as Address, blockTag: 'pending' }), { timeout: 20_000 })
            .toBe(nonce + 1);
          const move = await sendPoolMove(fixture.stack, 5, swap, parseEther('30'));
          await rpc('evm_mine');
          expect((await chain().getTransactionReceipt({ hash: move })).status).toBe('success');
        } finally {
          await rpc('evm_setAutomine', [true]);
        }
      }

      await swapProgress(page, 'Swap failed').waitFor({ timeout: 30_000 });
      expect(await dialog(page).getByRole('alert').textContent()).toBe(
        'The price moved more than your slippage allows, so nothing was swapped. Try again, or raise the slippage tolerance.',
      );
      await shot(page, `swap-failed-slippage${onChain ? '-on-chain' : ''}`);
      expect(await tokenBalance(addresses.usdc as Address, account.address)).toBe(usdcBefore);
      const ethAfter = await chain().getBalance({ address: account.address as Address });
      if (onChain) {
        // Sent and reverted: the network fee is all that left the account.
        expect(await nonceOf(account.address)).toBe(nonce + 1);
        const block = await chain().getBlock({ includeTransactions: true });
        const sent = block.transactions.find((transaction) => sameAddress(transaction.from, account.address));
        expect((await chain().getTransactionReceipt({ hash: sent!.hash })).status).toBe('reverted');
        expect(ethBefore - ethAfter).toBeGreaterThan(0n);
        expect(ethBefore - ethAfter).toBeLessThan(parseEther('0.01'));
      } else {
        // Never sent: the wallet's estimate reverted.
        expect(await nonceOf(account.address)).toBe(nonce);
        expect(ethAfter).toBe(ethBefore);
      }
      await dialog(page).getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => payAmount(form).inputValue()).toBe(amount);
    },
    90_000,
  );

  it('refuses zero, too many decimals and more than the balance: each its message, Review swap disabled, nothing sent', async () => {
    const { page } = fixture.watched;
    const wallet = await openDemoWithWallet(page, fixture.stack, { accountIndex: 6 });
    await connectWallet(page);
    await openAccount(page);
    const form = await openSwap(page);
    await pickToken(page, 'pay', 'USDC');
    await pickToken(page, 'receive', 'DAI');
    const cases = [
      ['0', /^Enter an amount greater than 0$/],
      ['1.1234567', /^USDC has at most 6 decimal places$/],
      // The balance is grouped or not depending on the view's formatting (the Swap view's text changes in progress).
      ['10000.5', /^Not enough USDC: your balance is 10,?000 USDC$/],
    ] as const;
    for (const [amount, message] of cases) {
      await payAmount(form).fill(amount);
      const alert = form.getByRole('alert');
      await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toMatch(message);
      expect(await payAmount(form).getAttribute('aria-invalid')).toBe('true');
      expect(await reviewButton(form).getAttribute('aria-disabled')).toBe('true');
      // Enter submits the form, as a click on Review swap (aria-disabled, so Playwright does not click it) would.
      await payAmount(form).press('Enter');
      expect(await swapReview(page).count()).toBe(0);
      expect(await form.getByTestId('airlock-swap-quote-status').textContent()).toBe('');
    }
    await shot(page, 'swap-bad-amount');
    expect((await wallet.requests()).filter((request) => request.method === 'eth_sendTransaction')).toEqual([]);
  });

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['375x667', VIEWPORTS.phone],
  ] as const)('finds nothing serious with axe in the Swap view, its token picker and its review at %s', async (size, viewport) => {
    const { page } = fixture.watched;
    await page.setViewportSize(viewport);
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 7 });
    await connectWallet(page);
    await openAccount(page);
    const form = await openSwap(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Select token' }).click();
    await tokenPicker(page).getByRole('listbox', { name: 'Tokens' }).getByRole('option').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `swap-token-picker-${size}`);
    await page.keyboard.press('Escape');
    await fillSwap(page, { from: 'ETH', to: 'USDC', amount: '0.5' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `swap-quote-${size}`);
    await reviewButton(form).click();
    await swapReview(page).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `swap-review-${size}`);
  });
});

const sameAddress = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/** A whole number of USDC as its smallest unit (6 decimals). */
const parseUnits6 = (usdc: number) => BigInt(Math.round(usdc * 1_000_000));
