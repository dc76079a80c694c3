import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAirlockClient } from '../../src';
import { devnet, devnetL2 } from '../fixtures';
import { SendingAdapter } from '../send/sending-adapter';
import { ONRAMP_PROJECT, startOnrampApi, standInOptions, standInQuote, type OnrampStandInOptions } from './onramp-api-stand-in';

type Api = Awaited<ReturnType<typeof startOnrampApi>>;
let api: Api | undefined;
const stops: Array<() => void> = [];
afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  await api?.close();
  api = undefined;
});
beforeEach(() => localStorage.clear());

async function connected(options: OnrampStandInOptions = {}) {
  api = await startOnrampApi(options);
  const client = createAirlockClient({
    adapters: [new SendingAdapter()],
    networks: [devnet, devnetL2],
    apiUrl: api.url,
    projectId: ONRAMP_PROJECT,
    features: { analytics: false },
  });
  await client.init();
  await client.connect('dev.a');
  const onramp = await client.onramp();
  await onramp.loadOptions();
  return { client, onramp };
}

const requestsTo = (path: string) => api!.requests.filter((request) => request.path === path);

describe('on-ramp actions', () => {
  it('reads the options once per network, offers what the active network gets, and says where buying is not supported', async () => {
    const { client, onramp } = await connected();
    expect(onramp.store.getState()).toMatchObject({ optionsStatus: 'ready', selectedProvider: 'sandbox', purchaseCurrency: 'USDC' });
    expect(onramp.supported()).toBe(true);
    expect(onramp.purchaseCurrencies().map((currency) => currency.symbol)).toEqual(['USDC', 'ETH']);
    await onramp.loadOptions();
    expect(requestsTo('/v1/onramp/options')).toHaveLength(1);
    expect(await client.onramp()).toBe(onramp);

    await client.switchNetwork(devnetL2);
    await onramp.loadOptions();
    expect(onramp.supported()).toBe(false);
    expect(onramp.purchaseCurrencies()).toEqual([]);
  });

  it('quotes the amount typed once typing pauses, quotesLoading true only while the request runs', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { onramp } = await connected({
      quote: async (request) => {
        await held;
        return standInQuote(request);
      },
    });
    for (const typed of ['5', '50', '50.0', '50']) onramp.setPaymentAmount(typed);
    expect(onramp.store.getState().quotesLoading).toBe(false);
    await vi.waitFor(() => expect(onramp.store.getState().quotesLoading).toBe(true));
    release();
    await vi.waitFor(() => expect(onramp.store.getState().quote).toBeDefined());
    expect(onramp.store.getState()).toMatchObject({ quotesLoading: false, purchaseAmount: '49.25', error: undefined });
    const asked = requestsTo('/v1/onramp/quote');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'eip155:31337',
      provider: 'sandbox',
      paymentMethod: 'card',
    });
  });

  it('drops the answer for an amount changed since, and quotes nothing outside the limits', async () => {
    const releases: Array<() => void> = [];
    const { onramp } = await connected({
      quote: async (request) => {
        await new Promise<void>((resolve) => releases.push(resolve));
        return standInQuote(request);
      },
    });
    onramp.setPaymentAmount('40');
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    onramp.setPaymentAmount('60');
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[1]!();
    await vi.waitFor(() => expect(onramp.store.getState().quote?.paymentTotal.amount).toBe('60.00'));
    releases[0]!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onramp.store.getState()).toMatchObject({ quotesLoading: false, paymentAmount: '60' });
    expect(onramp.store.getState().quote?.paymentTotal.amount).toBe('60.00');

    onramp.setPaymentAmount('9');
    expect(onramp.amountProblem()).toEqual({ kind: 'min', limit: '10', currency: 'USD' });
    onramp.setPaymentMethod('bank_account');
    onramp.setPaymentAmount('20000');
    expect(onramp.amountProblem()).toBeUndefined();
    onramp.setPaymentMethod('card');
    expect(onramp.amountProblem()).toEqual({ kind: 'max', limit: '7500', currency: 'USD' });
    expect(onramp.store.getState().quote).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsTo('/v1/onramp/quote')).toHaveLength(2);
  });

  it('says a failed quote failed, and a retry asks again', async () => {
    let fail = true;
    const { onramp } = await connected({ quote: (request) => (fail ? 503 : standInQuote(request)) });
    onramp.setPaymentAmount('50');
    await vi.waitFor(() => expect(onramp.store.getState().error).toBe('quote'));
    expect(onramp.store.getState()).toMatchObject({ quotesLoading: false, quote: undefined });
    fail = false;
    await onramp.requestQuote();
    expect(onramp.store.getState()).toMatchObject({ error: undefined, purchaseAmount: '49.25' });
  });

  it('opens the checkout for the active account with the quote seen, and follows the order to success and the new balance', async () => {
    const { client, onramp } = await connected({
      orders: [{ status: 'pending' }, 503, { status: 'processing' }, { status: 'completed', transactionHash: '0xabc' }],
      checkoutUrl: 'http://127.0.0.1:9/onramp/sandbox/checkout/order-1',
      balances: { before: '0', after: '49.25' },
    });
    onramp.setPaymentAmount('50');
    await vi.waitFor(() => expect(onramp.store.getState().quote).toBeDefined());
    const popup = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    client.open();
    await onramp.openCheckout(popup as unknown as Window);
    expect(popup.location.href).toBe('http://127.0.0.1:9/onramp/sandbox/checkout/order-1');
    expect(popup.opener).toBeNull();
    const address = client.chain.getState().namespaces.eip155!.account.address!;
    expect(requestsTo('/v1/generators/onrampurl')[0]!.body).toMatchObject({
      destinationWallets: [{ address, blockchains: ['eip155:31337'], assets: ['USDC'] }],
      defaultNetwork: 'eip155:31337',
      defaultExperience: 'buy',
      provider: 'sandbox',
      quoteId: 'quote-50-USD-USDC',
      presetFiatAmount: '50',
      presetCryptoAmount: '49.25',
    });
    expect(onramp.store.getState()).toMatchObject({ step: 'checkout', checkoutUrl: popup.location.href, order: { id: 'order-1' } });

    stops.push(onramp.watchOrder());
    await vi.waitFor(() => expect(onramp.store.getState().step).toBe('success'), { timeout: 20_000 });
    expect(onramp.store.getState().order).toMatchObject({ status: 'completed', transactionHash: '0xabc' });
    const usdc = client.chain.getState().namespaces.eip155!.account.tokenBalances?.find((token) => token.symbol === 'USDC');
    expect(usdc?.quantity.numeric).toBe('49.25');
  }, 30_000);

  it('shows a failed order’s reason, and stops polling when told to or when the modal closes', async () => {
    const { client, onramp } = await connected({ orders: [{ status: 'failed', failureReason: 'Your card was declined.' }] });
    onramp.setPaymentAmount('50');
    await vi.waitFor(() => expect(onramp.store.getState().quote).toBeDefined());
    client.open();
    await onramp.openCheckout(null);
    expect(onramp.store.getState().checkoutUrl).toMatch(/^http:/);
    stops.push(onramp.watchOrder());
    await vi.waitFor(() => expect(onramp.store.getState().step).toBe('failed'), { timeout: 10_000 });
    expect(onramp.store.getState().order?.failureReason).toBe('Your card was declined.');

    onramp.backToForm();
    await vi.waitFor(() => expect(onramp.store.getState().quote).toBeDefined());
    await onramp.openCheckout(null);
    const before = api!.polls();
    onramp.watchOrder();
    client.close();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api!.polls()).toBe(before);
  }, 30_000);

  it('refuses a checkout URL that is not a web page and closes the popup it opened', async () => {
    const { onramp } = await connected({ checkoutUrl: 'javascript:alert(1)' });
    onramp.setPaymentAmount('50');
    await vi.waitFor(() => expect(onramp.store.getState().quote).toBeDefined());
    const popup = { closed: false, opener: null, location: { href: 'about:blank' }, close: vi.fn() };
    await onramp.openCheckout(popup as unknown as Window);
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('about:blank');
    expect(onramp.store.getState()).toMatchObject({ step: 'form', error: 'checkout' });
  });

  it('reset restores the defaults (spec §4): USDC, USD, card, no amount or quote, the first provider', async () => {
    const two = [
      { id: 'sandbox', name: 'Airlock Sandbox', feeRange: [1, 1.5] as [number, number] },
      { id: 'moonpay', name: 'MoonPay', feeRange: [1, 4.5] as [number, number] },
    ];
    const { onramp } = await connected({ options: standInOptions(two) });
    await onramp.selectProvider('moonpay');
    expect(requestsTo('/v1/onramp/options').at(-1)!.query.get('provider')).toBe('moonpay');
    onramp.setPurchaseCurrency('ETH');
    onramp.setPaymentCurrency('EUR');
    onramp.setPaymentMethod('bank_account');
    onramp.setPaymentAmount('100');
    await vi.waitFor(() => expect(onramp.store.getState().quote).toBeDefined());
    onramp.reset();
    expect(onramp.store.getState()).toMatchObject({
      selectedProvider: 'sandbox',
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      paymentAmount: '',
      quotesLoading: false,
      step: 'form',
    });
    const state = onramp.store.getState();
    expect([state.quote, state.purchaseAmount, state.error]).toEqual([undefined, undefined, undefined]);
  });
});
