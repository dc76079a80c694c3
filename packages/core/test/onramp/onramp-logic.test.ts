import { describe, expect, it } from 'vitest';
import type { OnrampPaymentCurrency, OnrampPurchaseCurrency, OnrampQuote } from '@airlock/protocol';
import { fiatHundredths, normalizeFiatAmount, onrampAmountProblem } from '../../src/onramp/onramp-amount-check';
import { purchaseCurrenciesOn, purchaseNetworkOn } from '../../src/onramp/onramp-network-support';
import { onrampProviderFee } from '../../src/onramp/onramp-quote-fee';
import { createOnrampStore, initialOnrampState, onrampSelectionDefaults } from '../../src/onramp/onramp-store';
import { ORDER_POLL, orderPollDelay } from '../../src/onramp/order-poll-delay';

/** Spec §9's fallback limits: card 10 to 7,500, bank account 10 to 25,000, in USD and EUR. */
const PAYMENT: OnrampPaymentCurrency[] = ['USD', 'EUR'].map((id) => ({
  id,
  payment_method_limits: [
    { id: 'card', min: '10', max: '7500' },
    { id: 'bank_account', min: '10', max: '25000' },
  ],
}));

const network = (chainId: string, contract = '') => ({
  name: `chain-${chainId}`,
  display_name: `Chain ${chainId}`,
  chain_id: chainId,
  contract_address: contract,
});
const PURCHASE: OnrampPurchaseCurrency[] = [
  { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [network('31337', '0xusdc')] },
  { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('31337'), network('31338')] },
  { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [network('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')] },
];

describe('the amount check', () => {
  it('reads fiat amounts exactly, in hundredths, and refuses more than 2 decimals or anything not a number', () => {
    expect(fiatHundredths('50')).toBe(5000n);
    expect(fiatHundredths('49.9')).toBe(4990n);
    expect(fiatHundredths(' 0.07 ')).toBe(7n);
    expect(fiatHundredths('49,99')).toBe(4999n);
    expect(normalizeFiatAmount(' 49,9 ')).toBe('49.9');
    for (const wrong of ['', '1.234', '1e3', '-5', '5,000', '1,000.5', '1.5,0', 'abc', '.5']) expect(fiatHundredths(wrong)).toBeUndefined();
  });

  it('says nothing of an empty amount and names the limit broken, per payment method and currency', () => {
    expect(onrampAmountProblem('', 'USD', 'card', PAYMENT)).toBeUndefined();
    expect(onrampAmountProblem('9.99', 'USD', 'card', PAYMENT)).toEqual({ kind: 'min', limit: '10', currency: 'USD' });
    expect(onrampAmountProblem('0', 'EUR', 'card', PAYMENT)).toEqual({ kind: 'min', limit: '10', currency: 'EUR' });
    expect(onrampAmountProblem('10', 'USD', 'card', PAYMENT)).toBeUndefined();
    expect(onrampAmountProblem('7500', 'USD', 'card', PAYMENT)).toBeUndefined();
    expect(onrampAmountProblem('7500.01', 'USD', 'card', PAYMENT)).toEqual({ kind: 'max', limit: '7500', currency: 'USD' });
    expect(onrampAmountProblem('25000', 'EUR', 'bank_account', PAYMENT)).toBeUndefined();
    expect(onrampAmountProblem('25001', 'EUR', 'bank_account', PAYMENT)).toEqual({ kind: 'max', limit: '25000', currency: 'EUR' });
    expect(onrampAmountProblem('12.345', 'USD', 'card', PAYMENT)).toEqual({ kind: 'invalid' });
    expect(onrampAmountProblem('50', 'GBP', 'card', PAYMENT)).toEqual({ kind: 'unavailable', currency: 'GBP' });
  });
});

describe('networks a provider delivers on', () => {
  it('lists the purchase currencies of one network by its CAIP-2 id, none for a network no provider serves', () => {
    expect(purchaseCurrenciesOn(PURCHASE, 'eip155:31337').map((currency) => currency.symbol)).toEqual(['USDC', 'ETH']);
    expect(purchaseCurrenciesOn(PURCHASE, 'eip155:31338').map((currency) => currency.symbol)).toEqual(['ETH']);
    expect(purchaseCurrenciesOn(PURCHASE, 'eip155:1')).toEqual([]);
    expect(purchaseCurrenciesOn(PURCHASE, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').map((currency) => currency.symbol)).toEqual(['SOL']);
    expect(purchaseNetworkOn(PURCHASE[0]!, 'eip155:31337')?.contract_address).toBe('0xusdc');
    expect(purchaseNetworkOn(PURCHASE[0]!, 'eip155:313370')).toBeUndefined();
  });
});

describe('the quote’s provider fee', () => {
  const quote = (total: string, subtotal: string, fee: string, currency = 'USD'): OnrampQuote => ({
    paymentTotal: { amount: total, currency: 'USD' },
    paymentSubtotal: { amount: subtotal, currency: 'USD' },
    networkFee: { amount: fee, currency },
    purchaseAmount: { amount: '49.1', currency: 'USDC' },
    quoteId: 'q',
    provider: 'sandbox',
    estimated: false,
    expiresAt: new Date().toISOString(),
  });

  it('is the total less the tokens’ price and the network fee, exactly', () => {
    expect(onrampProviderFee(quote('50', '49.1', '0.15'))).toBe('0.75');
    expect(onrampProviderFee(quote('0.3', '0.1', '0.2'))).toBe('0');
    expect(onrampProviderFee(quote('100.005', '99', '0.001'))).toBe('1.004');
  });

  it('is unknown when the amounts are in different currencies or do not add up', () => {
    expect(onrampProviderFee(quote('50', '49.1', '0.0001', 'ETH'))).toBeUndefined();
    expect(onrampProviderFee(quote('50', '50', '0.15'))).toBeUndefined();
    expect(onrampProviderFee(quote('fifty', '49', '0'))).toBeUndefined();
  });
});

describe('the on-ramp store', () => {
  it('starts with spec §3’s state and §9’s defaults: USDC bought with USD by card, nothing loading', () => {
    const store = createOnrampStore();
    expect(store.getState()).toEqual(initialOnrampState());
    expect(store.getState()).toMatchObject({
      providers: [],
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      purchaseCurrencies: [],
      paymentCurrencies: [],
      paymentAmount: '',
      quotesLoading: false,
      step: 'form',
    });
    expect(store.getState().selectedProvider).toBeUndefined();
    expect(store.getState().purchaseAmount).toBeUndefined();
    expect(store.getState().error).toBeUndefined();
    expect(onrampSelectionDefaults()).toMatchObject({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', quotesLoading: false });
  });
});

describe('order polling pace', () => {
  it('starts at 1 s and grows by half each time up to 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(orderPollDelay)).toEqual([1000, 1500, 2250, 3375, 5000, 5000, 5000]);
    expect(orderPollDelay(-1)).toBe(ORDER_POLL.firstMs);
  });
});
