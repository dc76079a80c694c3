import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatMessage, formatUnits } from '@airlock/core';
import type { SwapToken } from '@airlock/protocol';
import { useLocale } from '../../i18n/use-locale';
import { useSwapTexts } from './use-swap-texts';
import { amountUsdText, swapAmountText } from './swap-amount-text';
import { SwapDetails } from './swap-details';
import { SwapQuoteStatus } from './swap-quote-status';
import { SwapTokenField } from './swap-token-field';
import { TokenPicker } from './token-picker';
import { useSwapDraft } from './use-swap-draft';

/** A pause after typing before a quote is asked for, so each keystroke is not a request. */
const QUOTE_DELAY_MS = 300;

/** Both sides (amount typed and token paid; the quoted amount and token received), the switch, the quote and its details, slippage. */
export function SwapForm() {
  const texts = useSwapTexts();
  const { locale } = useLocale();
  const { form, draft, actions } = useSwapDraft();
  const [picking, setPicking] = useState<'from' | 'to'>();
  const [submitted, setSubmitted] = useState(false);
  const ids = { pay: useId(), payError: useId(), receive: useId(), receiveError: useId(), slippage: useId(), slippageError: useId() };
  const amountInput = useRef<HTMLInputElement>(null);
  const fromButton = useRef<HTMLButtonElement>(null);
  const toButton = useRef<HTMLButtonElement>(null);
  // The side whose token button opened the picker: focus goes back to it once the form shows again.
  const returnFocus = useRef<'from' | 'to'>(undefined);
  const { fromToken, toToken, amount } = form;

  useEffect(() => {
    const timer = setTimeout(() => void actions.requestQuote(), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [actions, fromToken, toToken, amount]);
  useEffect(() => {
    if (!picking && returnFocus.current) (returnFocus.current === 'from' ? fromButton : toButton).current?.focus();
  }, [picking]);

  if (!draft) return null;
  const { from, to, fromHolding, network } = draft;

  if (picking) {
    const pick = (token: SwapToken) => {
      const other = picking === 'from' ? toToken : fromToken;
      // Picking the other side's token switches the two, never the same token both sides.
      const swapped = token.address === other ? (picking === 'from' ? fromToken : toToken) : other;
      actions.form.setState({
        ...(picking === 'from' ? { fromToken: token.address, toToken: swapped } : { toToken: token.address, fromToken: swapped }),
        quote: undefined,
        quoteStatus: 'idle',
      });
      returnFocus.current = picking;
      setPicking(undefined);
    };
    return (
      <TokenPicker
        draft={draft}
        selected={picking === 'from' ? fromToken : toToken}
        onPick={pick}
        onClose={() => {
          returnFocus.current = picking;
          setPicking(undefined);
        }}
      />
    );
  }

  const amountError = draft.amount?.error && (!draft.amount.empty || submitted) ? draft.amount.error : undefined;
  const toError = draft.sameToken ? texts.sameToken : !to && submitted ? texts.chooseToToken : undefined;
  const slippageError = draft.slippage === undefined ? texts.slippageInvalid : undefined;
  const quoted = form.quoteStatus === 'ready' && form.quote ? BigInt(form.quote.toAmount) : undefined;
  const typed = draft.amount?.amount;
  const balanceText = from && fromHolding ? `${swapAmountText(fromHolding.balance, from.decimals, locale)} ${from.symbol}` : '';

  const update = (patch: Partial<typeof form>) => {
    // What is quoted changed: the old quote goes at once (Review waits for the new one, asked for after a pause).
    const requoted = (['amount', 'fromToken', 'toToken'] as const).some((key) => key in patch && patch[key] !== form[key]);
    actions.form.setState({ ...patch, ...(requoted ? { quote: undefined, quoteStatus: 'idle' as const } : {}), error: undefined });
  };
  const switchTokens = () => update({ fromToken: toToken, toToken: fromToken, amount: '' });
  const max = () => {
    if (!from || !fromHolding) return;
    // The native currency also pays the network fee: keep the quote's gas at the standard price back (or none when unknown).
    const reserve = draft.fromNative && form.gasPrice !== undefined ? form.gasPrice * 300_000n : 0n;
    const spendable = fromHolding.balance > reserve ? fromHolding.balance - reserve : 0n;
    update({ amount: formatUnits(spendable, from.decimals) });
  };
  const review = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (draft.amount?.error || !from) {
      amountInput.current?.focus();
      return;
    }
    if (!to || draft.sameToken) {
      toButton.current?.focus();
      return;
    }
    if (slippageError) return;
    if (form.quoteStatus === 'ready') void actions.review();
  };

  return (
    <form className="airlock-swap-form" aria-label={texts.swapForm} onSubmit={review} noValidate>
      <SwapTokenField
        id={ids.pay}
        label={texts.youPay}
        value={form.amount}
        onChange={(value) => update({ amount: value })}
        inputRef={amountInput}
        tokenText={from?.symbol ?? texts.selectToken}
        tokenLabel={from ? formatMessage(texts.payToken, { symbol: from.symbol }) : texts.selectToken}
        tokenButtonRef={fromButton}
        onChooseToken={() => setPicking('from')}
        error={amountError}
        errorId={ids.payError}
        footer={
          from && fromHolding ? (
            <p className="airlock-swap-side-footer airlock-muted">
              <span data-testid="airlock-swap-from-usd">
                {amountUsdText(typed ?? 0n, from.decimals, fromHolding.price, network.testnet, locale)}
              </span>
              <span>
                {formatMessage(texts.balance, { amount: balanceText })}{' '}
                <button type="button" className="airlock-link-button" onClick={max}>
                  {texts.max}
                </button>
              </span>
            </p>
          ) : null
        }
      />
      <button type="button" className="airlock-icon-button airlock-swap-switch" aria-label={texts.switchTokens} onClick={switchTokens}>
        ⇅
      </button>
      <SwapTokenField
        id={ids.receive}
        label={texts.youReceive}
        value={quoted !== undefined && to ? swapAmountText(quoted, to.decimals, locale) : ''}
        readOnly
        tokenText={to?.symbol ?? texts.selectToken}
        tokenLabel={to ? formatMessage(texts.receiveToken, { symbol: to.symbol }) : texts.selectToken}
        tokenButtonRef={toButton}
        onChooseToken={() => setPicking('to')}
        error={toError}
        errorId={ids.receiveError}
        footer={
          to && quoted !== undefined && draft.toHolding ? (
            <p className="airlock-swap-side-footer airlock-muted">
              <span data-testid="airlock-swap-to-usd">
                {amountUsdText(quoted, to.decimals, draft.toHolding.price, network.testnet, locale)}
              </span>
            </p>
          ) : null
        }
      />
      <SwapQuoteStatus form={form} to={to} onRetry={() => void actions.requestQuote()} />
      {form.quoteStatus === 'ready' ? <SwapDetails form={form} draft={draft} /> : null}
      <div className="airlock-field">
        <label htmlFor={ids.slippage}>{texts.slippage}</label>
        <input
          id={ids.slippage}
          className="airlock-search-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={form.slippage}
          aria-invalid={slippageError ? true : undefined}
          aria-describedby={ids.slippageError}
          onChange={(event) => update({ slippage: event.target.value })}
        />
        <p id={ids.slippageError} className={slippageError ? 'airlock-error' : 'airlock-muted'} role={slippageError ? 'alert' : undefined}>
          {slippageError ?? texts.slippageHint}
        </p>
      </div>
      {form.error ? (
        <p className="airlock-error" role="alert">
          {form.error}
        </p>
      ) : null}
      <button
        type="submit"
        className="airlock-button"
        data-variant="primary"
        data-block="true"
        aria-disabled={form.quoteStatus !== 'ready' || undefined}
      >
        {texts.reviewSwap}
      </button>
    </form>
  );
}
