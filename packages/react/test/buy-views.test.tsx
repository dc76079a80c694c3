import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalFeatures } from '@airlock/core';
import { devnet, devnetL2 } from '../../core/test/fixtures';
import { SendingAdapter } from '../../core/test/send/sending-adapter';
import {
  ONRAMP_PROJECT,
  standInOptions,
  standInQuote,
  startOnrampApi,
  type OnrampStandInOptions,
} from '../../core/test/onramp/onramp-api-stand-in';
import { renderAirlock } from './render-airlock';
import { pressAccountButton } from './send-test-setup';

type Api = Awaited<ReturnType<typeof startOnrampApi>>;
let api: Api | undefined;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  vi.restoreAllMocks();
  await api?.close();
  api = undefined;
});

async function openAccount(options: OnrampStandInOptions & { localFeatures?: Partial<LocalFeatures> } = {}) {
  api = await startOnrampApi(options);
  const rendered = renderAirlock({
    adapters: [new SendingAdapter([devnet, devnetL2])],
    apiUrl: api.url,
    projectId: ONRAMP_PROJECT,
    networks: [devnet, devnetL2],
    features: { analytics: false, ...options.localFeatures },
  });
  await rendered.airlock.init();
  await rendered.airlock.connect('dev.a');
  await pressAccountButton(rendered.user);
  const dialog = () => screen.getByRole('dialog');
  return { ...rendered, dialog };
}

async function openBuyForm(options: Parameters<typeof openAccount>[0] = {}) {
  const opened = await openAccount(options);
  await opened.user.click(await within(opened.dialog()).findByRole('button', { name: 'Buy' }));
  const form = await within(opened.dialog()).findByRole('form', { name: 'Buy crypto' });
  return { ...opened, form };
}

/** A window.open that hands back a stand-in popup (or null: blocked). */
function stubPopup(blocked = false) {
  const popup = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => (blocked ? null : (popup as unknown as Window)));
  return { popup, open };
}

describe('the Account view’s Buy', () => {
  it('comes first among the actions where a provider delivers, and not on a network none does', async () => {
    const { dialog, airlock } = await openAccount();
    const actions = await within(dialog()).findByRole('button', { name: 'Buy' });
    const names = within(actions.parentElement!)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names[0]).toBe('Buy');
    await airlock.switchNetwork(devnetL2);
    await waitFor(() => expect(within(dialog()).queryByRole('button', { name: 'Buy' })).toBeNull());
  }, 30_000);

  it('is not shown when the onramp feature is off locally, or for the project', async () => {
    for (const options of [{ localFeatures: { onramp: false } }, { remoteOnramp: false as const }]) {
      const { dialog, unmount, airlock } = await openAccount(options);
      await waitFor(() => expect(airlock.features.getState().remoteStatus).toBe('loaded'));
      await within(dialog()).findByRole('button', { name: 'Send' });
      expect(within(dialog()).queryByRole('button', { name: 'Buy' })).toBeNull();
      expect(api!.requests.some((request) => request.path === '/v1/onramp/options')).toBe(false);
      unmount();
      await api!.close();
      api = undefined;
    }
  }, 30_000);
});

describe('the Buy form', () => {
  it('offers USDC and USD by default, says the limits and what is wrong with an amount, and quotes a valid one', async () => {
    const { form, user } = await openBuyForm();
    expect(within(form).getByRole('combobox', { name: 'Token to buy' })).toHaveValue('USDC');
    expect(within(form).getByRole('combobox', { name: 'Pay in' })).toHaveValue('USD');
    expect(within(form).queryByRole('combobox', { name: 'Provider' })).toBeNull();
    const amount = within(form).getByRole('textbox', { name: 'Amount (USD)' });
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(within(form).getByText('From 10 to 7500 USD')).toBeInTheDocument();
    await user.type(amount, '5');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Minimum 10 USD');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '8000');
    expect(within(form).getByRole('alert')).toHaveTextContent('Maximum 7500 USD');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Payment method' }), 'bank_account');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getByText('From 10 to 25000 USD')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Payment method' }), 'card');
    await user.clear(amount);
    await user.type(amount, '12.345');
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter an amount such as 50 or 49.99');
    await user.clear(amount);
    await user.type(amount, '50');
    const quote = await within(form).findByTestId('airlock-buy-quote');
    expect(within(quote).getByText('Provider fee').nextSibling).toHaveTextContent('$0.75');
    expect(within(quote).getByText('Total').nextSibling).toHaveTextContent('$50.00');
    expect(within(quote).getByTestId('airlock-buy-receive')).toHaveTextContent('49.25 USDC');
    expect(within(quote).queryByText('Estimate')).toBeNull();
  }, 30_000);

  it('marks an estimate as such, lists providers when there are several, and re-quotes in EUR', async () => {
    const providers = [
      { id: 'sandbox', name: 'Airlock Sandbox', feeRange: [1, 1.5] as [number, number] },
      { id: 'moonpay', name: 'MoonPay', feeRange: [1, 4.5] as [number, number] },
    ];
    const { form, user } = await openBuyForm({ options: standInOptions(providers), quote: (request) => standInQuote(request, true) });
    const provider = within(form).getByRole('combobox', { name: 'Provider' });
    expect(
      within(provider)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Airlock Sandbox, fee 1–1.5%', 'MoonPay, fee 1–4.5%']);
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '50');
    const quote = await within(form).findByTestId('airlock-buy-quote');
    expect(within(quote).getByText('Estimate')).toBeInTheDocument();
    expect(within(quote).getByText('You receive (Estimate)')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Pay in' }), 'EUR');
    await waitFor(() => expect(within(form).getByTestId('airlock-buy-quote')).toHaveTextContent('€50.00'));
    await user.selectOptions(provider, 'moonpay');
    await waitFor(() => expect(api!.requests.at(-1)?.path).toBe('/v1/onramp/quote'));
    expect(api!.requests.find((request) => request.query.get('provider') === 'moonpay')).toBeDefined();
  }, 30_000);

  it('speaks the modal’s language: German labels and limits, money as German writes it', async () => {
    const { user, airlock, dialog } = await openBuyForm();
    await airlock.setLocale('de');
    const german = await within(dialog()).findByRole('form', { name: 'Krypto kaufen' });
    expect(within(german).getByRole('combobox', { name: 'Token zum Kaufen' })).toHaveValue('USDC');
    await user.type(within(german).getByRole('textbox', { name: 'Betrag (USD)' }), '5');
    expect(await within(german).findByRole('alert')).toHaveTextContent('Mindestens 10 USD');
    await user.type(within(german).getByRole('textbox', { name: 'Betrag (USD)' }), '0,5');
    const quote = await within(german).findByTestId('airlock-buy-quote');
    expect(within(quote).getByText('Gesamt').nextSibling).toHaveTextContent('50,50 $');
    expect(api!.requests.find((request) => request.path === '/v1/onramp/quote')?.body).toMatchObject({ amount: '50.5' });
  }, 30_000);

  it('says when a quote failed and asks again on Try again', async () => {
    let fail = true;
    const { form, user } = await openBuyForm({ quote: (request) => (fail ? 503 : standInQuote(request)) });
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '50');
    expect(await within(form).findByText('Could not get a quote. Try again in a moment.')).toBeInTheDocument();
    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await within(form).findByTestId('airlock-buy-receive')).toHaveTextContent('49.25 USDC');
  }, 30_000);
});

describe('buying', () => {
  it('opens the checkout in a popup from Continue, shows the buy in progress, then success with the new balance', async () => {
    const { form, user, dialog } = await openBuyForm({
      orders: [{ status: 'pending' }, { status: 'processing' }, { status: 'completed', transactionHash: '0xabc' }],
      checkoutUrl: 'http://127.0.0.1:9/onramp/sandbox/checkout/order-1',
      balances: { before: '0', after: '49.25' },
    });
    const { popup, open } = stubPopup();
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '50');
    await within(form).findByTestId('airlock-buy-quote');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledTimes(1);
    const heading = await within(dialog()).findByRole('heading', { name: 'Buy in progress' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(popup.location.href).toBe('http://127.0.0.1:9/onramp/sandbox/checkout/order-1');
    expect(within(dialog()).getByRole('link', { name: 'Reopen the checkout' })).toHaveAttribute('href', popup.location.href);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Waiting for your payment in the checkout window');
    const success = await within(dialog()).findByRole('heading', { name: 'Purchase complete' }, { timeout: 20_000 });
    await waitFor(() => expect(document.activeElement).toBe(success));
    expect(within(dialog()).getByTestId('airlock-buy-received')).toHaveTextContent('You received 49.25 USDC');
    await waitFor(() =>
      expect(within(dialog()).getByTestId('airlock-buy-balance')).toHaveTextContent('Your USDC balance is now 49.25 USDC'),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(await within(dialog()).findByRole('button', { name: 'Buy' })).toBeInTheDocument();
  }, 40_000);

  it('buys the network’s own currency: success shows the wallet’s ETH balance', async () => {
    const eth = { amount: '0.01641667', currency: 'ETH' };
    const { form, user, dialog } = await openBuyForm({ orders: [{ status: 'completed', purchaseAmount: eth }] });
    stubPopup();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Token to buy' }), 'ETH');
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '50');
    await within(form).findByTestId('airlock-buy-quote');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await within(dialog()).findByRole('heading', { name: 'Purchase complete' }, { timeout: 10_000 });
    expect(within(dialog()).getByTestId('airlock-buy-received')).toHaveTextContent('You received 0.01641667 ETH');
    expect(within(dialog()).getByTestId('airlock-buy-balance')).toHaveTextContent('Your ETH balance is now 1.5 ETH');
  }, 30_000);

  it('offers a link when the browser blocked the popup, and shows a failed order’s reason with Try again', async () => {
    const { form, user, dialog } = await openBuyForm({ orders: [{ status: 'failed', failureReason: 'Your card was declined.' }] });
    stubPopup(true);
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '50');
    await within(form).findByTestId('airlock-buy-quote');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog()).findByText('Your browser blocked the checkout window.')).toBeInTheDocument();
    const link = within(dialog()).getByRole('link', { name: 'Open the checkout in a new tab' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await within(dialog()).findByRole('heading', { name: 'Purchase failed' }, { timeout: 10_000 });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Your card was declined.');
    await user.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    const again = await within(dialog()).findByRole('form', { name: 'Buy crypto' });
    expect(within(again).getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('50');
  }, 30_000);

  it('Cancel leaves the buy in progress for the form and stops polling', async () => {
    const { form, user, dialog } = await openBuyForm({ orders: [{ status: 'pending' }] });
    stubPopup();
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '50');
    await within(form).findByTestId('airlock-buy-quote');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await within(dialog()).findByRole('heading', { name: 'Buy in progress' });
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await within(dialog()).findByRole('form', { name: 'Buy crypto' });
    const polled = api!.polls();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(api!.polls()).toBe(polled);
  }, 30_000);
});
