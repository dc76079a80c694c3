import { HttpStatusError } from '../api/http-status-error';
import { normalizeFiatAmount } from '../onramp/onramp-amount-check';
import { onrampApi } from '../api/onramp-api-client';
import { activeNamespaceState } from '../connection/chain-store';
import { refreshAccountBalances } from '../balances/refresh-account-balances';
import type { OnrampStore } from '../onramp/onramp-store';
import { orderPollDelay } from '../onramp/order-poll-delay';
import type { ClientContext } from './client-context';

/** Only a web page may be opened as the checkout: a `javascript:` or `data:` URL from a misconfigured provider is refused. */
function webUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The active account's balance of `symbol` on its network, in whole tokens as the server lists it. */
export function purchasedTokenBalance(context: ClientContext, symbol: string): string | undefined {
  const { account } = activeNamespaceState(context.chain);
  return account.tokenBalances?.find((token) => token.symbol === symbol)?.quantity.numeric;
}

/**
 * Continue (spec §7 onrampurl): the destination is the active account on the active network, the preset amounts and
 * the quote the visitor saw. A quote past its expiry is asked again first, so the checkout charges what was shown.
 */
export async function openOnrampCheckout(
  context: ClientContext,
  store: OnrampStore,
  popup: Window | null,
  requote: () => Promise<void>,
): Promise<void> {
  const { account, network } = activeNamespaceState(context.chain);
  const chain = network.caipNetwork;
  const fail = () => {
    popup?.close();
    store.setState({ error: 'checkout' });
  };
  if (!context.api || !account.address || !chain) return fail();
  if (store.getState().quote && Date.parse(store.getState().quote!.expiresAt) <= Date.now()) await requote();
  const state = store.getState();
  const currency = state.purchaseCurrencies.find((candidate) => candidate.symbol === state.purchaseCurrency);
  if (!state.quote || !currency) return fail();
  try {
    const { url, orderId } = await onrampApi(context.api).checkoutUrl({
      destinationWallets: [{ address: account.address, blockchains: [chain.caipNetworkId], assets: [currency.id] }],
      defaultNetwork: chain.caipNetworkId,
      defaultExperience: 'buy',
      presetCryptoAmount: state.quote.purchaseAmount.amount,
      presetFiatAmount: normalizeFiatAmount(state.paymentAmount),
      provider: state.selectedProvider,
      quoteId: state.quote.quoteId,
      paymentCurrency: state.paymentCurrency,
      purchaseCurrency: currency.id,
    });
    const checkoutUrl = webUrl(url);
    if (!checkoutUrl) return fail();
    if (popup && !popup.closed) {
      // The checkout cannot reach back into the page that opened it.
      popup.opener = null;
      popup.location.href = checkoutUrl;
    }
    store.setState({
      step: 'checkout',
      checkoutUrl,
      order: {
        id: orderId,
        provider: state.quote.provider,
        status: 'pending',
        network: chain.caipNetworkId,
        address: account.address,
        purchaseAmount: state.quote.purchaseAmount,
        paymentTotal: state.quote.paymentTotal,
      },
      balanceBefore: purchasedTokenBalance(context, state.purchaseCurrency),
      error: undefined,
    });
  } catch {
    fail();
  }
}

/**
 * The "buy in progress" step: polls the order (1 s, growing to 5 s) until it is completed or failed, then refreshes the
 * balances (skipping the server's cache) so success shows the new one. Stops when called back or when the modal closes.
 */
export function watchOnrampOrder(context: ClientContext, store: OnrampStore): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
  const unsubscribe = context.modal.subscribe((modal) => {
    if (!modal.open) stop();
  });
  const orderId = store.getState().order?.id;
  if (!context.api || !orderId || store.getState().step !== 'checkout') {
    stop();
    return stop;
  }
  const api = onrampApi(context.api);
  const poll = async (attempt: number) => {
    if (stopped) return;
    try {
      const order = await api.order(orderId);
      if (stopped || store.getState().order?.id !== orderId) return;
      if (order.status === 'completed') {
        stop();
        store.setState({ order });
        await refreshAccountBalances(context, activeNamespaceState(context.chain).namespace, { force: true }).catch(() => undefined);
        if (store.getState().order?.id === orderId) store.setState({ step: 'success' });
        return;
      }
      if (order.status === 'failed') {
        stop();
        store.setState({ order, step: 'failed' });
        return;
      }
      store.setState({ order });
    } catch (error) {
      // An order the server does not know will never complete; anything else (a network blip, 429, 503) is asked again.
      if (error instanceof HttpStatusError && error.status === 404) {
        stop();
        store.setState({ step: 'failed' });
        return;
      }
    }
    if (!stopped) timer = setTimeout(() => void poll(attempt + 1), orderPollDelay(attempt));
  };
  timer = setTimeout(() => void poll(0), orderPollDelay(0));
  return stop;
}
