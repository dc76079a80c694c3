import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatMessage, type OnrampState } from '@airlock/core';
import { useExternalState } from '../../hooks/use-external-state';
import { buyAmountError } from './buy-amount-error';
import { useBuyActions } from './buy-actions-context';
import { BuyQuote } from './buy-quote';
import { BuySelect } from './buy-select';
import { useBuyTexts } from './use-buy-texts';

const CHECKOUT_POPUP = { width: 480, height: 720 };

/** Opens the checkout's window at once, inside the click, so a popup blocker lets it through; null when it was blocked. */
function openCheckoutWindow(): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - CHECKOUT_POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - CHECKOUT_POPUP.height) / 2));
  return window.open(
    'about:blank',
    'airlock-onramp-checkout',
    `popup,width=${CHECKOUT_POPUP.width},height=${CHECKOUT_POPUP.height},left=${left},top=${top}`,
  );
}

const same = (state: OnrampState) => state;

/** Provider (when more than one), token, fiat currency, payment method, the amount with its limits, the quote, Continue. */
export function BuyForm({ onPopupBlocked }: { onPopupBlocked(blocked: boolean): void }) {
  const texts = useBuyTexts();
  const actions = useBuyActions();
  const state = useExternalState(actions.store, same);
  const [opening, setOpening] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const ids = { amount: useId(), amountHint: useId(), amountError: useId() };
  const currencies = actions.purchaseCurrencies(state);
  const limits = state.paymentCurrencies
    .find((currency) => currency.id === state.paymentCurrency)
    ?.payment_method_limits.find((limit) => limit.id === state.paymentMethod);
  const methods = state.paymentCurrencies.find((currency) => currency.id === state.paymentCurrency)?.payment_method_limits ?? [];
  const problem = buyAmountError(actions.amountProblem(state), texts);
  // The view's own focus ran while the options loaded (on the header): once the form shows, the amount is where to type.
  useEffect(() => {
    if (!amountInput.current?.closest('.airlock-view')?.contains(document.activeElement)) amountInput.current?.focus();
  }, []);
  const ready = !!state.quote && !state.quotesLoading && !problem && state.paymentAmount.trim() !== '';

  const proceed = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || state.paymentAmount.trim() === '') {
      amountInput.current?.focus();
      return;
    }
    if (!ready || opening) return;
    const popup = openCheckoutWindow();
    onPopupBlocked(!popup);
    setOpening(true);
    try {
      await actions.openCheckout(popup);
    } finally {
      setOpening(false);
    }
  };

  return (
    <form className="airlock-buy-form" aria-label={texts.title} onSubmit={proceed} noValidate>
      {state.sample ? <p className="airlock-muted airlock-buy-note">{texts.sampleOptions}</p> : null}
      {state.providers.length > 1 ? (
        <BuySelect
          label={texts.provider}
          value={state.selectedProvider ?? ''}
          options={state.providers.map((provider) => ({
            value: provider.id,
            text: formatMessage(texts.providerFees, { name: provider.name, min: provider.feeRange[0], max: provider.feeRange[1] }),
          }))}
          onChange={(provider) => void actions.selectProvider(provider)}
        />
      ) : null}
      <BuySelect
        label={texts.token}
        value={state.purchaseCurrency}
        options={currencies.map((currency) => ({ value: currency.symbol, text: `${currency.symbol} · ${currency.name}` }))}
        onChange={(symbol) => actions.setPurchaseCurrency(symbol)}
      />
      <div className="airlock-buy-pair">
        <BuySelect
          label={texts.currency}
          value={state.paymentCurrency}
          options={state.paymentCurrencies.map((currency) => ({ value: currency.id, text: currency.id }))}
          onChange={(code) => actions.setPaymentCurrency(code)}
        />
        <BuySelect
          label={texts.paymentMethod}
          value={state.paymentMethod}
          options={methods.map((method) => ({ value: method.id, text: method.id === 'bank_account' ? texts.bankAccount : texts.card }))}
          onChange={(method) => actions.setPaymentMethod(method)}
        />
      </div>
      <div className="airlock-field">
        <label htmlFor={ids.amount}>{formatMessage(texts.amount, { currency: state.paymentCurrency })}</label>
        <input
          id={ids.amount}
          ref={amountInput}
          className="airlock-search-input airlock-buy-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          data-initial-focus
          value={state.paymentAmount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[limits ? ids.amountHint : '', problem ? ids.amountError : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => actions.setPaymentAmount(event.target.value)}
        />
        {limits ? (
          <p id={ids.amountHint} className="airlock-muted airlock-buy-note">
            {formatMessage(texts.amountLimits, { min: limits.min, max: limits.max, currency: state.paymentCurrency })}
          </p>
        ) : null}
        {problem ? (
          <p id={ids.amountError} className="airlock-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <BuyQuote state={state} waiting={!problem && state.paymentAmount.trim() !== ''} onRetry={() => void actions.requestQuote()} />
      {state.error === 'checkout' ? (
        <p className="airlock-error" role="alert">
          {texts.checkoutFailed}
        </p>
      ) : null}
      <button type="submit" className="airlock-button" data-block="true" aria-disabled={!ready || opening ? true : undefined}>
        {texts.continue}
      </button>
    </form>
  );
}
