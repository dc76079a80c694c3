import { activeNamespaceState } from '../connection/chain-store';
import { onrampApi } from '../api/onramp-api-client';
import { normalizeFiatAmount, onrampAmountProblem, type OnrampAmountProblem } from '../onramp/onramp-amount-check';
import { purchaseCurrenciesOn } from '../onramp/onramp-network-support';
import {
  createOnrampStore,
  DEFAULT_PURCHASE_CURRENCY,
  onrampSelectionDefaults,
  type OnrampState,
  type OnrampStore,
} from '../onramp/onramp-store';
import type { BuyMessages } from '../i18n/catalogue-types';
import { buy as enBuy } from '../i18n/locales/en/buy';
import type { ClientContext } from './client-context';
import { openOnrampCheckout, watchOnrampOrder } from './onramp-checkout';

/** How long typing pauses before the amount is quoted: one request per amount the visitor settles on. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 350;

/** The Buy views' state (spec §3) and actions; one per client, made when Buy or the Account's Buy button first loads. */
export interface OnrampActions {
  readonly store: OnrampStore;
  /** The Buy views' strings in English (the modal's locale's load with the views). */
  readonly english: BuyMessages;
  /** Reads the providers and currencies (of `provider`, else the selected or first one) unless already read for this network. */
  loadOptions(options?: { provider?: string; force?: boolean }): Promise<void>;
  /** Whether a provider delivers a purchase currency on the active network (false until the options are read). */
  supported(state?: OnrampState): boolean;
  /** The purchase currencies offered on the active network. */
  purchaseCurrencies(state?: OnrampState): OnrampState['purchaseCurrencies'];
  /** What is wrong with the amount typed, for the chosen fiat currency and payment method. */
  amountProblem(state?: OnrampState): OnrampAmountProblem | undefined;
  selectProvider(provider: string): Promise<void>;
  setPurchaseCurrency(symbol: string): void;
  setPaymentCurrency(code: string): void;
  setPaymentMethod(method: string): void;
  /** The fiat amount typed; quoted once typing pauses, an answer for an earlier amount dropped. */
  setPaymentAmount(amount: string): void;
  /** Quotes what the form holds now (spec §4: quotesLoading while the request runs). */
  requestQuote(): Promise<void>;
  /**
   * Continue: asks the server for the checkout URL and points `popup` (opened by the click, else null when blocked) at it;
   * the step turns to `checkout`, whose order `watchOrder` follows.
   */
  openCheckout(popup: Window | null): Promise<void>;
  /** Polls the order with backoff until completed or failed; stops when the returned function is called or the modal closes. */
  watchOrder(): () => void;
  /** Back to the form with the same choices (Cancel while paying, Try again after a failure). */
  backToForm(): void;
  /** Spec §4: restores the defaults (USDC, USD, card, no amount, quote or error). */
  reset(): void;
}

const actionsOf = new WeakMap<ClientContext, OnrampActions>();

export function onrampActions(context: ClientContext): OnrampActions {
  const known = actionsOf.get(context);
  if (known) return known;
  const store = createOnrampStore();
  let quoteRequest = 0;
  let quoteTimer: ReturnType<typeof setTimeout> | undefined;
  const activeNetwork = () => activeNamespaceState(context.chain).network.caipNetwork?.caipNetworkId;

  const cancelQuote = () => {
    clearTimeout(quoteTimer);
    quoteTimer = undefined;
    quoteRequest += 1;
  };
  const offered = (state: OnrampState = store.getState()) => {
    const network = activeNetwork();
    return network && state.optionsNetwork === network ? purchaseCurrenciesOn(state.purchaseCurrencies, network) : [];
  };
  // The default (USDC) where a provider delivers it on this network, else the first currency it delivers.
  const fitPurchaseCurrency = () => {
    const currencies = offered();
    const { purchaseCurrency } = store.getState();
    if (currencies.length === 0 || currencies.some((currency) => currency.symbol === purchaseCurrency)) return;
    const fallback = currencies.find((currency) => currency.symbol === DEFAULT_PURCHASE_CURRENCY) ?? currencies[0]!;
    store.setState({ purchaseCurrency: fallback.symbol });
  };
  const fitPaymentCurrency = () => {
    const { paymentCurrencies, paymentCurrency } = store.getState();
    if (paymentCurrencies.length > 0 && !paymentCurrencies.some((currency) => currency.id === paymentCurrency))
      store.setState({ paymentCurrency: paymentCurrencies[0]!.id });
  };
  const amountProblem = (state: OnrampState = store.getState()) =>
    onrampAmountProblem(state.paymentAmount, state.paymentCurrency, state.paymentMethod, state.paymentCurrencies);
  const quotable = (state: OnrampState) =>
    state.paymentAmount.trim() !== '' && amountProblem(state) === undefined && offered(state).length > 0 && !!context.api;

  const requestQuote = async () => {
    clearTimeout(quoteTimer);
    const request = ++quoteRequest;
    const state = store.getState();
    const network = activeNetwork();
    if (!context.api || !network || !quotable(state)) {
      store.setState({ quote: undefined, purchaseAmount: undefined, quotesLoading: false, error: undefined });
      return;
    }
    store.setState({ quotesLoading: true, error: undefined });
    try {
      const quote = await onrampApi(context.api).quote({
        purchaseCurrency: state.purchaseCurrency,
        paymentCurrency: state.paymentCurrency,
        amount: normalizeFiatAmount(state.paymentAmount),
        network,
        provider: state.selectedProvider,
        paymentMethod: state.paymentMethod,
      });
      if (request !== quoteRequest) return;
      store.setState({ quote, purchaseAmount: quote.purchaseAmount.amount, quotesLoading: false });
    } catch {
      if (request !== quoteRequest) return;
      store.setState({ quote: undefined, purchaseAmount: undefined, quotesLoading: false, error: 'quote' });
    }
  };
  // A changed form drops the quote at once (it priced something else) and asks again once typing pauses.
  const scheduleQuote = () => {
    cancelQuote();
    store.setState({ quote: undefined, purchaseAmount: undefined, quotesLoading: false, error: undefined });
    if (!quotable(store.getState())) return;
    quoteTimer = setTimeout(() => void requestQuote(), ONRAMP_QUOTE_DEBOUNCE_MS);
  };

  const loadOptions: OnrampActions['loadOptions'] = async ({ provider, force = false } = {}) => {
    const network = activeNetwork();
    if (!network) return;
    const state = store.getState();
    const asked = provider ?? state.selectedProvider;
    const same = state.optionsNetwork === network && (asked === undefined || asked === state.selectedProvider);
    if (!force && same && (state.optionsStatus === 'ready' || state.optionsStatus === 'loading')) return;
    store.setState({ optionsNetwork: network, optionsStatus: 'loading', error: undefined });
    const still = () => store.getState().optionsNetwork === network;
    if (!context.api) {
      store.setState({ optionsStatus: 'ready', providers: [], purchaseCurrencies: [], paymentCurrencies: [] });
      return;
    }
    try {
      const options = await onrampApi(context.api).options(asked);
      if (!still()) return;
      // A server without the on-ramp routes answers something else: nothing to buy, not a crash.
      const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
      store.setState({
        providers: list(options?.providers),
        selectedProvider: options?.provider,
        purchaseCurrencies: list(options?.purchaseCurrencies).filter((currency) => Array.isArray(currency?.networks)),
        paymentCurrencies: list(options?.paymentCurrencies).filter((currency) => Array.isArray(currency?.payment_method_limits)),
        sample: options?.sample === true,
        optionsStatus: 'ready',
      });
      fitPurchaseCurrency();
      fitPaymentCurrency();
      if (store.getState().step === 'form') scheduleQuote();
    } catch {
      if (still()) store.setState({ optionsStatus: 'failed', error: 'options' });
    }
  };

  const actions: OnrampActions = {
    store,
    english: enBuy,
    loadOptions,
    supported: (state) => offered(state).length > 0,
    purchaseCurrencies: offered,
    amountProblem,
    async selectProvider(provider) {
      if (provider === store.getState().selectedProvider) return;
      cancelQuote();
      store.setState({ quote: undefined, purchaseAmount: undefined, quotesLoading: false });
      await loadOptions({ provider, force: true });
    },
    setPurchaseCurrency(symbol) {
      store.setState({ purchaseCurrency: symbol });
      scheduleQuote();
    },
    setPaymentCurrency(code) {
      store.setState({ paymentCurrency: code });
      scheduleQuote();
    },
    setPaymentMethod(method) {
      store.setState({ paymentMethod: method });
      scheduleQuote();
    },
    setPaymentAmount(amount) {
      store.setState({ paymentAmount: amount });
      scheduleQuote();
    },
    requestQuote,
    async openCheckout(popup) {
      cancelQuote();
      await openOnrampCheckout(context, store, popup, requestQuote);
    },
    watchOrder: () => watchOnrampOrder(context, store),
    backToForm() {
      store.setState({ step: 'form', checkoutUrl: undefined, order: undefined, balanceBefore: undefined, error: undefined });
      scheduleQuote();
    },
    reset() {
      cancelQuote();
      const { providers, selectedProvider } = store.getState();
      const first = providers[0]?.id;
      // Back to the first provider: its currencies are read again the next time the view loads its options.
      store.setState({
        ...onrampSelectionDefaults(),
        selectedProvider: first,
        ...(first !== selectedProvider ? { optionsStatus: 'idle' } : {}),
      });
      fitPurchaseCurrency();
    },
  };
  actionsOf.set(context, actions);
  return actions;
}
