import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAIN_NODE_ERROR_MESSAGES, ChainNodeError, type Network } from '@airlock/core';
import { devnet, devnetL2 } from '../../core/test/fixtures';
import { chooseToken, openAccountView, openSendForm, startAccountApi, tokenBalance, type AccountApi } from './send-test-setup';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const explorerDevnet: Network = {
  ...devnet,
  testnet: false,
  blockExplorers: { default: { name: 'Devscan', url: 'https://devscan.test' } },
};

async function seriousViolations(element: Element) {
  const { violations } = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** Every stylesheet the modal has installed, as text (constructable sheets, or <style> elements without them). */
function installedCss(): string {
  const adopted = [...(document.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  const elements = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
  return [...adopted, ...elements].join('\n');
}

describe('Send and Receive', () => {
  let server: AccountApi;
  beforeEach(async () => {
    localStorage.clear();
    server = await startAccountApi([tokenBalance('ETH', '1.5', '18', 3000), tokenBalance('USDC', '150.5', '6', 1, USDC)]);
  });
  afterEach(() => server.close());

  it('sends USDC: decimals and balance checked, fee in ETH and USD, preview, wallet, pending, confirmed with the explorer', async () => {
    const { user, adapter, dialog } = await openAccountView(server.url, { networks: [explorerDevnet, devnetL2] });
    const form = await openSendForm({ user, dialog });
    // Opened straight from the Account view (no Activity or NFTs tab first), it brings its own styles.
    expect(installedCss()).toContain('.airlock-send-form');
    await chooseToken(user, form, 'USDC');
    const amount = within(form).getByRole('textbox', { name: 'Amount' });

    await user.type(amount, '1.0000001');
    expect(within(form).getByRole('alert')).toHaveTextContent('USDC has at most 6 decimal places');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '151');
    expect(within(form).getByRole('alert')).toHaveTextContent('Insufficient funds');
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), '0x1234');
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter an address: 0x followed by 40 hexadecimal digits');
    await user.clear(within(form).getByRole('textbox', { name: 'Recipient' }));
    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), recipient);
    expect(within(form).queryByRole('alert')).toBeNull();
    // 21,000 gas × 2 gwei = 0.000042 ETH, at the balances' $3,000 per ETH = $0.13.
    await waitFor(() => expect(within(form).getByTestId('airlock-send-fee')).toHaveTextContent('0.000042 ETH · $0.13'));
    expect(await seriousViolations(dialog())).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const review = await within(dialog()).findByRole('region', { name: 'Review what you send' });
    expect(within(review).getByTestId('airlock-send-review-amount')).toHaveTextContent('12.5 USDC · $12.50');
    expect(within(review).getByTestId('airlock-send-review-recipient')).toHaveTextContent(recipient);
    expect(within(review).getByTestId('airlock-send-review-network')).toHaveTextContent('Airlock Devnet');
    expect(within(review).getByTestId('airlock-send-review-fee')).toHaveTextContent('0.000042 ETH');
    await user.click(within(review).getByRole('button', { name: 'Confirm in wallet' }));

    const status = await within(dialog()).findByRole('status', { name: 'Transaction pending' });
    expect(adapter.sent).toEqual([
      {
        from: adapter.address,
        to: USDC,
        value: 0n,
        chainId: 31337,
        data: `0xa9059cbb${recipient.slice(2).toLowerCase().padStart(64, '0')}${12_500_000n.toString(16).padStart(64, '0')}`,
      },
    ]);
    const hash = `0x${'1'.padStart(64, '0')}`;
    adapter.mine(hash);
    await within(dialog()).findByText('Transaction confirmed');
    expect(status).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: 'View on Devscan' })).toHaveAttribute('href', `https://devscan.test/tx/${hash}`);

    // Done returns to the Account view, where Send was opened.
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(within(dialog()).queryByRole('form', { name: 'Send tokens' })).not.toBeInTheDocument();
    expect(await within(dialog()).findByRole('button', { name: 'Send' })).toBeInTheDocument();
  }, 20_000);

  it('fills Max with the native balance minus the network fee, and shows the hash to copy where the network has no explorer', async () => {
    const { user, adapter, dialog, airlock } = await openAccountView(server.url);
    const form = await openSendForm({ user, dialog });
    await waitFor(() => expect(within(form).getByTestId('airlock-send-fee')).toHaveTextContent('0.000042 ETH'));
    await user.click(within(form).getByRole('button', { name: /^Max/ }));
    // MemoryAdapter's node balance: 1.5 ETH.
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('1.499958');
    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), recipient.slice(2));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Confirm in wallet' }));
    await within(dialog()).findByRole('status', { name: 'Transaction pending' });
    expect(adapter.sent[0]).toMatchObject({ to: recipient, value: 1_499_958_000_000_000_000n });
    const hash = airlock.sendForm.getState().hash!;
    expect(within(dialog()).getByTestId('airlock-send-hash')).toHaveTextContent(hash);
    await user.click(within(dialog()).getByRole('button', { name: 'Copy transaction hash' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(hash);
    expect(within(dialog()).queryByRole('link')).toBeNull();
  });

  it("shows the chain node's refusal with its §8 message on the preview, announced", async () => {
    const { user, adapter, dialog } = await openAccountView(server.url);
    const form = await openSendForm({ user, dialog });
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '0.1');
    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), recipient);
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    adapter.nextSendError = new ChainNodeError('nonceTooLow');
    await user.click(await within(dialog()).findByRole('button', { name: 'Confirm in wallet' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(CHAIN_NODE_ERROR_MESSAGES.nonceTooLow);
    expect(adapter.sent).toEqual([]);
  });

  it('shows the address as a QR code with copy and the networks it receives on', async () => {
    const { user, dialog, adapter } = await openAccountView(server.url);
    await user.click(within(dialog()).getByRole('button', { name: 'Receive' }));
    const qr = await within(dialog()).findByRole('img', { name: 'QR code of your address' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(within(dialog()).getByTestId('airlock-receive-address')).toHaveTextContent(adapter.address);
    await user.click(within(dialog()).getByRole('button', { name: 'Copy address' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(adapter.address);
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
    // A visible heading names the list; its rows are facts, not buttons.
    expect(within(dialog()).getByRole('heading', { name: 'Networks this address receives on' })).toBeVisible();
    const networks = within(dialog()).getByRole('list', { name: 'Networks this address receives on' });
    expect(within(networks).queryAllByRole('button')).toEqual([]);
    expect(
      within(networks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Airlock Devnet', 'Airlock Devnet L2']);
    expect(await seriousViolations(dialog())).toEqual([]);
  });

  it('never previews without the fee: filled in and Preview pressed before any estimate, the review waits for the fee', async () => {
    const { user, adapter, dialog } = await openAccountView(server.url);
    let answer = () => {};
    adapter.estimatesHeld = new Promise<void>((resolve) => (answer = resolve));
    const form = await openSendForm({ user, dialog });
    await chooseToken(user, form, 'USDC');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '5');
    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), recipient);
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(within(dialog()).queryByRole('region', { name: 'Review what you send' })).toBeNull();

    answer();
    const review = await within(dialog()).findByRole('region', { name: 'Review what you send' });
    expect(within(review).getByTestId('airlock-send-review-fee')).toHaveTextContent('0.000042 ETH');
  });

  it('previews once the fee of what was typed is known: Preview pressed mid-estimate waits, never lost nor with a stale fee', async () => {
    const { user, adapter, dialog } = await openAccountView(server.url);
    const form = await openSendForm({ user, dialog });
    await chooseToken(user, form, 'USDC');
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '12.5');
    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), recipient);
    await waitFor(() => expect(within(form).getByTestId('airlock-send-fee')).toHaveTextContent('0.000042 ETH'));

    // The node is slow now; the visitor changes the amount and presses Preview at once.
    let answer = () => {};
    adapter.estimatesHeld = new Promise<void>((resolve) => (answer = resolve));
    const estimatesBefore = adapter.estimated.length;
    await user.clear(amount);
    await user.type(amount, '10');
    const previewButton = within(form).getByRole('button', { name: 'Preview' });
    expect(previewButton).toBeEnabled();
    await user.click(previewButton);
    expect(within(dialog()).queryByRole('region', { name: 'Review what you send' })).toBeNull();
    await waitFor(() => expect(adapter.estimated.length).toBeGreaterThan(estimatesBefore));

    answer();
    const review = await within(dialog()).findByRole('region', { name: 'Review what you send' });
    expect(within(review).getByTestId('airlock-send-review-amount')).toHaveTextContent(/^10 USDC/);
  });

  it('offers Send and Receive only while their features are on', async () => {
    const { dialog } = await openAccountView(server.url, { features: { send: false, receive: false } });
    expect(within(dialog()).queryByRole('button', { name: 'Send' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Receive' })).toBeNull();
  });
});
