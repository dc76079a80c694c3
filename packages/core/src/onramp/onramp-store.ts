import { createStore, type StoreApi } from 'zustand/vanilla';
import type { OnrampOrder, OnrampPaymentCurrency, OnrampProviderInfo, OnrampPurchaseCurrency, OnrampQuote } from '@airlock/protocol';

/** Spec §9: what the Buy view offers first. */
export const DEFAULT_PURCHASE_CURRENCY = 'USDC';
export const DEFAULT_PAYMENT_CURRENCY = 'USD';
export const DEFAULT_PAYMENT_METHOD = 'card';

/** form → checkout (the provider's page open, the order polled) → success or failed. */
export type OnrampStep = 'form' | 'checkout' | 'success' | 'failed';

/** The options of the network they were read for: loading, ready (possibly empty: no provider delivers there), failed. */
export type OnrampOptionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Why the Buy view cannot go on, for the view to word: the options or the quote could not be read, the checkout not opened. */
export type OnrampError = 'options' | 'quote' | 'checkout';

/** Spec §3's on-ramp state, plus what the Buy view's steps need. Kept while the modal closes. */
export interface OnrampState {
  providers: OnrampProviderInfo[];
  selectedProvider?: string;
  /** The purchase currency's symbol (`USDC`). */
  purchaseCurrency: string;
  /** The fiat currency's ISO 4217 code (`USD`). */
  paymentCurrency: string;
  purchaseCurrencies: OnrampPurchaseCurrency[];
  paymentCurrencies: OnrampPaymentCurrency[];
  /** `card` or `bank_account`: whose limits apply. */
  paymentMethod: string;
  /** The fiat amount as typed. */
  paymentAmount: string;
  /** What the quote says the visitor receives, in the purchase currency. */
  purchaseAmount?: string;
  quote?: OnrampQuote;
  quotesLoading: boolean;
  error?: OnrampError;
  /** The network (CAIP-2) the options were read for. */
  optionsNetwork?: string;
  optionsStatus: OnrampOptionsStatus;
  /** The options are the spec §9 built-in sample, the provider being unreachable (spec §8). */
  sample: boolean;
  step: OnrampStep;
  /** The checkout the visitor pays on, and its order. */
  checkoutUrl?: string;
  order?: OnrampOrder;
  /** The purchase currency's balance when the checkout opened, in whole tokens, to show what it became. */
  balanceBefore?: string;
}

export type OnrampStore = StoreApi<OnrampState>;

/** What Reset restores (spec §4): the default currencies and method, no amount, quote or error, the form. */
export function onrampSelectionDefaults(): Pick<
  OnrampState,
  | 'purchaseCurrency'
  | 'paymentCurrency'
  | 'paymentMethod'
  | 'paymentAmount'
  | 'purchaseAmount'
  | 'quote'
  | 'quotesLoading'
  | 'error'
  | 'step'
  | 'checkoutUrl'
  | 'order'
  | 'balanceBefore'
> {
  return {
    purchaseCurrency: DEFAULT_PURCHASE_CURRENCY,
    paymentCurrency: DEFAULT_PAYMENT_CURRENCY,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    paymentAmount: '',
    purchaseAmount: undefined,
    quote: undefined,
    quotesLoading: false,
    error: undefined,
    step: 'form',
    checkoutUrl: undefined,
    order: undefined,
    balanceBefore: undefined,
  };
}

export function initialOnrampState(): OnrampState {
  return {
    providers: [],
    selectedProvider: undefined,
    purchaseCurrencies: [],
    paymentCurrencies: [],
    optionsNetwork: undefined,
    optionsStatus: 'idle',
    sample: false,
    ...onrampSelectionDefaults(),
  };
}

export function createOnrampStore(): OnrampStore {
  return createStore<OnrampState>(() => initialOnrampState());
}
