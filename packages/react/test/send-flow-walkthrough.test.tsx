import { waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enSend, type Balance, type Network } from '@airlock/core';
import { devnet, devnetL2 } from '../../core/test/fixtures';
import { SendingAdapter } from '../../core/test/send/sending-adapter';
import { openAccountView, openSendForm, pressAccountButton, startAccountApi, tokenBalance, type AccountApi } from './send-test-setup';

// What a newcomer's walkthrough of the Send flow found: stale steps, a sent transaction called failed,
// recipients let through, focus lost to <body>, a bare spinner, long numbers and a faint disabled button.

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A SendingAdapter whose node balance and wallet the test sets: `waitForWallet` keeps the wallet asking until `answer`. */
class WalkthroughAdapter extends SendingAdapter {
  nodeBalance = 1_500_000_000_000_000_000n;
  waitForWallet = false;
  answer: (hash: string) => void = () => undefined;
  override async getBalance(): Promise<Balance> {
    return { value: this.nodeBalance, decimals: 18, symbol: 'ETH' };
  }
  override sendTransaction(request?: Parameters<SendingAdapter['sendTransaction']>[0]) {
    if (!this.waitForWallet) return super.sendTransaction(request);
    return new Promise<string>((resolve) => (this.answer = resolve));
  }
}

/** Every stylesheet the modal has installed, as text. */
function installedCss(): string {
  const adopted = [...(document.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  const elements = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
  return [...adopted, ...elements].join('\n');
}

async function seriousViolations(element: Element) {
  const { violations } = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

function isVisuallyHidden(element: Element): boolean {
  return element.closest('.airlock-visually-hidden') !== null;
}

describe('the Send flow, as a newcomer walks through it', () => {
  let server: AccountApi;
  beforeEach(async () => {
    localStorage.clear();
    server = await startAccountApi([tokenBalance('ETH', '1.5', '18', 3000), tokenBalance('USDC', '150.5', '6', 1, USDC)], {
      '/history': { data: [], next: null },
    });
  });
  afterEach(() => server.close());

  async function openAccount(
    configure: (adapter: WalkthroughAdapter) => void = () => undefined,
    networks: [Network, ...Network[]] = [devnet, devnetL2],
  ) {
    const adapter = new WalkthroughAdapter(networks);
    configure(adapter);
    const rendered = await openAccountView(server.url, { adapter, networks });
    const { dialog } = rendered;
    const reopenAccount = () => pressAccountButton(rendered.user);
    const form = () => within(dialog()).findByRole('form', { name: 'Send tokens' });
    /** Send from the Account view, with an amount and recipient typed, once the fee is shown. */
    const fillForm = async (amount = '0.5', to = recipient) => {
      const sendForm = await openSendForm(rendered);
      await rendered.user.type(within(sendForm).getByRole('textbox', { name: 'Amount' }), amount);
      await rendered.user.type(within(sendForm).getByRole('textbox', { name: 'Recipient' }), to);
      await waitFor(() => expect(within(sendForm).getByRole('button', { name: 'Preview' })).toBeEnabled());
      return sendForm;
    };
    const toPreview = async () => {
      const sendForm = await fillForm();
      await rendered.user.click(within(sendForm).getByRole('button', { name: 'Preview' }));
      return within(dialog()).findByRole('region', { name: 'Review what you send' });
    };
    const close = () => rendered.user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    return { ...rendered, adapter, dialog, reopenAccount, form, fillForm, toPreview, close };
  }

  describe('stale steps', () => {
    it('opens a fresh form after a preview was left behind and the modal closed', async () => {
      const { user, dialog, toPreview, close, reopenAccount, form } = await openAccount();
      await toPreview();
      await close();
      await reopenAccount();
      await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
      const sendForm = await form();
      expect(within(dialog()).queryByRole('button', { name: 'Confirm in wallet' })).toBeNull();
      expect(within(sendForm).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
      expect(within(sendForm).getByRole('textbox', { name: 'Recipient' })).toHaveValue('');
      expect(within(sendForm).getByRole('combobox', { name: 'Token' })).toHaveValue('native');
    });

    it('opens a fresh form after a form was left with Back', async () => {
      const { user, dialog, fillForm, form } = await openAccount();
      await fillForm();
      await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
      expect(within(await form()).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    });

    it('opens a fresh form, not the old confirmation, after a confirmed send left by closing the modal', async () => {
      const { user, dialog, toPreview, adapter, airlock, form, close, reopenAccount } = await openAccount();
      await user.click(within(await toPreview()).getByRole('button', { name: 'Confirm in wallet' }));
      await within(dialog()).findByRole('status', { name: 'Transaction pending' });
      adapter.mine(airlock.sendForm.getState().hash!);
      await within(dialog()).findByRole('status', { name: 'Transaction confirmed' });
      await close();
      await reopenAccount();
      await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
      expect(within(await form()).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
      expect(within(dialog()).queryByText('Transaction confirmed')).toBeNull();
    });

    it('keeps a send waiting for the wallet across a close: Send shows that it waits, not a new form', async () => {
      const { user, dialog, toPreview, close, reopenAccount, adapter } = await openAccount((wallet) => (wallet.waitForWallet = true));
      await user.click(within(await toPreview()).getByRole('button', { name: 'Confirm in wallet' }));
      await within(dialog()).findByText(enSend.confirmSendInWallet);
      await close();
      await reopenAccount();
      await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
      expect(await within(dialog()).findByText(enSend.confirmSendInWallet)).toBeInTheDocument();
      expect(within(dialog()).queryByRole('form', { name: 'Send tokens' })).toBeNull();
      adapter.answer(`0x${'2'.padStart(64, '0')}`);
      expect(await within(dialog()).findByRole('status', { name: 'Transaction pending' })).toBeInTheDocument();
    });
  });

  it('says a transaction was sent, with its hash and status unknown, when waiting for its receipt failed: never "failed"', async () => {
    const { user, dialog, toPreview, adapter, airlock } = await openAccount();
    await user.click(within(await toPreview()).getByRole('button', { name: 'Confirm in wallet' }));
    await within(dialog()).findByRole('status', { name: 'Transaction pending' });
    const hash = airlock.sendForm.getState().hash!;
    adapter.loseTrackOf(hash, new TypeError('Failed to fetch dynamically imported module: https://dapp.test/assets/chunk.js'));
    const status = await within(dialog()).findByRole('status', { name: enSend.transactionSent });
    expect(status).toHaveTextContent(enSend.transactionStatusUnknown);
    expect(within(dialog()).queryByText(/failed/i)).toBeNull();
    expect(within(dialog()).getByTestId('airlock-send-hash')).toHaveTextContent(hash);
    await user.click(within(dialog()).getByRole('button', { name: 'Copy transaction hash' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(hash);
    expect(within(dialog()).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(airlock.transactionHistory.getState().pending.map((pending) => pending.hash)).toEqual([hash]);
  });

  describe('recipient checks', () => {
    it('refuses a mixed-case address whose checksum does not match, and the zero address', async () => {
      const { user, dialog, form } = await openAccount();
      await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
      const sendForm = await form();
      await user.type(within(sendForm).getByRole('textbox', { name: 'Amount' }), '0.5');
      const to = within(sendForm).getByRole('textbox', { name: 'Recipient' });
      await user.type(to, '0x70997970c51812dc3A010C7d01b50e0d17dc79C8');
      expect(within(sendForm).getByRole('alert')).toHaveTextContent(enSend.recipientChecksumMismatch);
      expect(to).toHaveAccessibleDescription(enSend.recipientChecksumMismatch);
      expect(within(sendForm).getByRole('button', { name: 'Preview' })).toBeDisabled();
      await user.clear(to);
      await user.type(to, `0x${'0'.repeat(40)}`);
      expect(within(sendForm).getByRole('alert')).toHaveTextContent(enSend.recipientZeroAddress);
      expect(within(sendForm).getByRole('button', { name: 'Preview' })).toBeDisabled();
    });

    it('warns, without blocking, when the recipient is the account itself, on the form and the preview', async () => {
      const { user, dialog, fillForm, adapter } = await openAccount();
      const sendForm = await fillForm('0.5', adapter.address);
      const to = within(sendForm).getByRole('textbox', { name: 'Recipient' });
      expect(to).toHaveAccessibleDescription(enSend.recipientIsOwnAddress);
      expect(to).not.toHaveAttribute('aria-invalid');
      expect(within(sendForm).queryByRole('alert')).toBeNull();
      await user.click(within(sendForm).getByRole('button', { name: 'Preview' }));
      const review = await within(dialog()).findByRole('region', { name: 'Review what you send' });
      expect(within(review).getByText(enSend.recipientIsOwnAddress)).toBeInTheDocument();
      expect(await seriousViolations(dialog())).toEqual([]);
    });
  });

  describe('focus', () => {
    it('moves to each step: Enter on Preview to the review, Edit to the form, Confirm to the wait, then to the outcome', async () => {
      const { user, dialog, fillForm, adapter, airlock } = await openAccount();
      const sendForm = await fillForm();
      await user.type(within(sendForm).getByRole('textbox', { name: 'Recipient' }), '{Enter}');
      const review = await within(dialog()).findByRole('region', { name: 'Review what you send' });
      await waitFor(() => expect(document.activeElement).toBe(within(review).getByRole('heading', { name: enSend.reviewSend })));

      await user.keyboard('{Tab}');
      expect(document.activeElement).toBe(within(review).getByRole('button', { name: 'Edit' }));
      await user.keyboard('{Enter}');
      const again = await within(dialog()).findByRole('form', { name: 'Send tokens' });
      await waitFor(() => expect(document.activeElement).toBe(within(again).getByRole('textbox', { name: 'Amount' })));

      await user.click(within(again).getByRole('button', { name: 'Preview' }));
      await within(dialog()).findByRole('region', { name: 'Review what you send' });
      const confirm = within(dialog()).getByRole('button', { name: 'Confirm in wallet' });
      confirm.focus();
      await user.keyboard('{Enter}');
      const pending = await within(dialog()).findByRole('heading', { name: 'Transaction pending' });
      await waitFor(() => expect(document.activeElement).toBe(pending));
      adapter.mine(airlock.sendForm.getState().hash!);
      const confirmed = await within(dialog()).findByRole('heading', { name: 'Transaction confirmed' });
      await waitFor(() => expect(document.activeElement).toBe(confirmed));
    });

    it('moves to the wait while the wallet asks, not to <body>', async () => {
      const { user, dialog, toPreview } = await openAccount((wallet) => (wallet.waitForWallet = true));
      const review = await toPreview();
      within(review).getByRole('button', { name: 'Confirm in wallet' }).focus();
      await user.keyboard('{Enter}');
      const waiting = await within(dialog()).findByText(enSend.confirmSendInWallet);
      await waitFor(() => expect(document.activeElement).toBe(waiting));
    });

    it('returns to Confirm in wallet, with the refusal announced, when the wallet refuses', async () => {
      const { user, dialog, toPreview, adapter } = await openAccount();
      const review = await toPreview();
      adapter.nextSendError = SendingAdapter.rejected();
      within(review).getByRole('button', { name: 'Confirm in wallet' }).focus();
      await user.keyboard('{Enter}');
      expect(await within(dialog()).findByRole('alert')).toBeInTheDocument();
      await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Confirm in wallet' })));
    });

    it('returns to the button that opened Send or Receive on Back', async () => {
      const { user, dialog, form } = await openAccount();
      await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
      await form();
      await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Send' })));

      await user.click(within(dialog()).getByRole('button', { name: 'Receive' }));
      await within(dialog()).findByRole('img', { name: 'QR code of your address' });
      await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Receive' })));
    });
  });

  it('says in words to confirm in the wallet while it asks, labels the hash, and leaves the confirmed screen by Done only', async () => {
    const { user, dialog, toPreview, adapter } = await openAccount((wallet) => (wallet.waitForWallet = true));
    await user.click(within(await toPreview()).getByRole('button', { name: 'Confirm in wallet' }));
    const waiting = await within(dialog()).findByText(enSend.confirmSendInWallet);
    expect(isVisuallyHidden(waiting)).toBe(false);
    expect(await seriousViolations(dialog())).toEqual([]);
    const hash = `0x${'3'.padStart(64, '0')}`;
    adapter.answer(hash);
    await within(dialog()).findByRole('status', { name: 'Transaction pending' });
    adapter.mine(hash);
    await within(dialog()).findByRole('status', { name: 'Transaction confirmed' });
    const label = within(dialog()).getByText(`${enSend.transactionHash}:`);
    expect(isVisuallyHidden(label)).toBe(false);
    expect(within(dialog()).getByTestId('airlock-send-hash')).toHaveTextContent(hash);
    expect(within(dialog()).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(await seriousViolations(dialog())).toEqual([]);
    expect(installedCss()).toMatch(
      /\.airlock-send-hash\s*\{[^}]*font-family:\s*var\(--airlock-font-family-mono\)|\.airlock-send-hash\s*\{[^}]*monospace/,
    );
  });

  it('groups the balance in thousands, exactly, and shows the fee with at most 4 significant digits and its USD value', async () => {
    // Not a testnet, where USD values show $0.00 (spec §9).
    const mainnetLike: Network = { ...devnet, testnet: false };
    const { user, dialog, form } = await openAccount(
      (wallet) => {
        wallet.nodeBalance = 10_000n * 10n ** 18n;
        wallet.fee = { gas: 1n, feePerGas: 60_210_189_330_363n };
      },
      [mainnetLike],
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    const sendForm = await form();
    const amount = within(sendForm).getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Balance: 10,000 ETH'));
    // 0.000060210189330363 ETH at $3,000 = $0.18.
    await waitFor(() => expect(within(sendForm).getByTestId('airlock-send-fee')).toHaveTextContent('0.00006021 ETH · $0.18'));
    await user.click(within(sendForm).getByRole('button', { name: /^Max/ }));
    expect(amount).toHaveValue('9999.999939789810669637');
  }, 15_000);

  it('shows the exact balance with every significant decimal', async () => {
    const { user, dialog, form } = await openAccount((wallet) => (wallet.nodeBalance = 899_963_999_283_045_000n));
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    const amount = within(await form()).getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Balance: 0.899963999283045 ETH'));
  });

  it('lays the preview out with full-width Edit and Confirm, and a disabled button clearly disabled', async () => {
    const { dialog, toPreview } = await openAccount();
    const review = await toPreview();
    expect(within(review).getByRole('button', { name: 'Edit' })).toHaveAttribute('data-block', 'true');
    expect(within(review).getByRole('button', { name: 'Confirm in wallet' })).toHaveAttribute('data-block', 'true');
    expect(dialog()).toBeInTheDocument();
    expect(installedCss()).toMatch(/\.airlock-button:disabled\s*\{[^}]*opacity:\s*0?\.4[^}]*cursor:\s*not-allowed/);
  });
});
