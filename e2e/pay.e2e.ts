import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DEMO_PROJECT_ID } from '@airlock/server';
import type { Page } from 'playwright-core';
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';
import { VIEWPORTS } from './support/browser';
import { dialog, openDemoWithWallet, WALLET_NAME } from './support/demo-page';
import { signInByEmail } from './support/email-sign-in';
import { useEmbeddedDemoStack } from './support/embedded-demo-stack';

/** The demo shop's merchant (apps/demo/src/panels/pay-panel.tsx). */
const MERCHANT = '0x3a3c2d1Af82bad515aE54482bA98A71A44644973';

/**
 * Pay (issue 22): the demo's "Pay the merchant" panel calls airlock.pay() for 5 USDC; the modal's checkout connects first
 * when needed, shows what is paid to whom on which network with the fee and the balance, pays with the wallet, and the
 * demo reads the server's receipt (GET /v1/pay/{id}). One stack for the file: the email account needs the frame.
 */
describe('Pay the merchant: airlock.pay() and the Pay checkout', () => {
  const fixture = useEmbeddedDemoStack();

  const chain = () => createPublicClient({ transport: http(fixture.stack.devnet.chains[0].rpcUrl) });
  const usdc = () => fixture.stack.devnet.addresses.usdc as Address;
  const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
  const payView = (page: Page) => dialog(page).getByRole('heading', { name: 'Review payment' });
  const payButton = (page: Page) => dialog(page).getByRole('button', { name: 'Pay 5 USDC' });
  /** The merchant's USDC transfers from `payer` since `fromBlock`. */
  const paymentsFrom = async (payer: string, fromBlock: bigint) =>
    chain().getContractEvents({
      address: usdc(),
      abi: erc20Abi,
      eventName: 'Transfer',
      fromBlock,
      args: { from: payer as Address, to: MERCHANT },
    });

  async function expectNoAxeViolations(page: Page) {
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  /** The receipt the demo read from GET /v1/pay/{id}, as the dApp's server would check it. */
  async function expectPaidReceipt(page: Page) {
    const receipt = page.getByTestId('demo-pay-receipt');
    await receipt.waitFor({ timeout: 40_000 });
    expect(await receipt.getByTestId('demo-pay-status').textContent()).toBe('paid');
    expect(await receipt.getByTestId('demo-pay-amount').textContent()).toBe('5 USDC');
    expect(await receipt.getByTestId('demo-pay-recipient').textContent()).toBe(MERCHANT);
    const hash = (await receipt.getByTestId('demo-pay-hash').textContent())!;
    const id = (await receipt.getByTestId('demo-pay-id').textContent())!;
    // The route itself, from outside the page: what a dApp's server reads.
    const served = await fetch(`${fixture.stack.server.url}/v1/pay/${id}?projectId=${DEMO_PROJECT_ID}`);
    expect(await served.json()).toMatchObject({ status: 'paid', amount: '5', recipient: MERCHANT, transactionHash: hash, chainId: 31337 });
    return hash;
  }

  it('the test wallet connects from the checkout, reviews and pays 5 USDC once despite a double click; axe clean', async () => {
    const { page } = fixture.watched;
    const account = fixture.stack.devnet.accounts[4]!;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 4 });
    const fromBlock = await chain().getBlockNumber();
    const nonce = await chain().getTransactionCount({ address: account.address });

    await page.getByRole('button', { name: 'Pay 5 USDC' }).click();
    // Not connected: the modal connects first, then goes on to the checkout.
    await dialog(page)
      .getByRole('button', { name: new RegExp(WALLET_NAME) })
      .click();
    await payView(page).waitFor({ timeout: 20_000 });
    const checkout = dialog(page);
    expect(await checkout.getByRole('heading', { level: 2 }).first().textContent()).toBe('Pay');
    expect(await checkout.getByTestId('airlock-pay-amount').textContent()).toBe('5 USDC');
    expect(await checkout.getByTestId('airlock-pay-recipient').textContent()).toContain(MERCHANT);
    expect(await checkout.getByTestId('airlock-pay-network').textContent()).toBe('Airlock Devnet');
    await expect.poll(() => checkout.getByTestId('airlock-pay-fee').textContent(), { timeout: 15_000 }).toMatch(/^[<\d][\d.,]* ETH$/);
    await expect.poll(() => checkout.getByTestId('airlock-pay-balance').textContent(), { timeout: 15_000 }).toMatch(/^[\d.,]+ USDC$/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Review payment');
    await shot(page, 'pay-review');
    await expectNoAxeViolations(page);

    await payButton(page).dblclick();
    await dialog(page).getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 40_000 });
    expect(await dialog(page).getByTestId('airlock-pay-result').textContent()).toBe(`You paid 5 USDC to ${MERCHANT}`);
    await shot(page, 'pay-success');
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    const hash = await expectPaidReceipt(page);
    // A double click paid once: one transfer to the merchant, one transaction sent.
    const transfers = await paymentsFrom(account.address, fromBlock);
    expect(transfers.map((log) => [log.transactionHash, log.args.value])).toEqual([[hash, parseUnits('5', 6)]]);
    expect(await chain().getTransactionCount({ address: account.address })).toBe(nonce + 1);
  });

  it('an email account: short of USDC it is told so (phone) and rejects; funded, it pays in one batch approved in the frame', async () => {
    const { page } = fixture.watched;
    await page.setViewportSize(VIEWPORTS.phone);
    const address = await signInByEmail(page, fixture.stack, `pay.${randomBytes(4).toString('hex')}@example.com`);
    await page.getByRole('button', { name: 'Pay 5 USDC' }).click();
    await payView(page).waitFor({ timeout: 20_000 });
    const shortfall = dialog(page).getByTestId('airlock-pay-shortfall');
    await expect.poll(() => shortfall.textContent(), { timeout: 15_000 }).toBe('Insufficient USDC balance: this payment needs 5 USDC');
    expect(await payButton(page).isDisabled()).toBe(true);
    await shot(page, 'pay-review-phone-insufficient');
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'PayInsufficientBalanceError' }).count(), { timeout: 10_000 })
      .toBe(1);

    // The frame's approval is taller than a 375x667 sheet (its Approve falls below the fold): the payment is made on a desktop.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('button', { name: 'Get test funds' }).click();
    await expect.poll(() => page.getByTestId('demo-faucet-result').textContent(), { timeout: 15_000 }).toMatch(/^Received /);
    const fromBlock = await chain().getBlockNumber();
    await page.getByRole('button', { name: 'Pay 5 USDC' }).click();
    await payView(page).waitFor({ timeout: 20_000 });
    await expect.poll(() => payButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    await payButton(page).click();
    const frame = page.frameLocator('iframe[title="Airlock embedded wallet"]');
    // The smart account sends the transfer as an EIP-5792 batch of one call, approved in the frame the checkout hosts.
    await expect.poll(() => frame.getByText(/^1 calls?, run as one atomic batch/).count(), { timeout: 20_000 }).toBe(1);
    await shot(page, 'pay-frame-approval');
    const approve = frame.getByRole('button', { name: 'Approve' });
    await expect.poll(() => approve.isEnabled(), { timeout: 20_000 }).toBe(true);
    await approve.click();
    await dialog(page).getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 40_000 });
    await shot(page, 'pay-success-email');
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    const hash = await expectPaidReceipt(page);
    const transfers = await paymentsFrom(address, fromBlock);
    expect(transfers.map((log) => log.transactionHash)).toEqual([hash]);
  }, 180_000);
});
