import { useId, useRef } from 'react';
import { formatMessage, formatNumber } from '@airlock/core';
import { useLocale } from '../../i18n/use-locale';
import { useSwapTexts } from './use-swap-texts';
import { useSwapStepFocus } from './use-swap-step-focus';
import { amountUsdText, swapAmountText } from './swap-amount-text';
import { SwapDetails } from './swap-details';
import { useSwapDraft } from './use-swap-draft';

/**
 * Everything the visitor approves: what is paid and received, the minimum received, fees (network fee included), the
 * route and slippage; the approval it takes first when the allowance is short; then one button: Swap, Approve {symbol}
 * (then the swap follows), or, from a smart account, Approve and swap as one batch.
 */
export function SwapReview() {
  const texts = useSwapTexts();
  const { locale } = useLocale();
  const { form, draft, actions } = useSwapDraft();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useSwapStepFocus(() => (form.error ? confirm.current : heading.current), draft?.from ? `preview${form.error ?? ''}` : undefined);
  if (!draft?.from || !draft.to || !form.quote || draft.amount?.amount === undefined) return null;
  const { from, to, network } = draft;
  const paid = draft.amount.amount;
  const received = BigInt(form.quote.toAmount);
  const approve = form.needsApproval;
  const action = approve ? (form.batch ? texts.approveAndSwap : formatMessage(texts.approveToken, { symbol: from.symbol })) : texts.swap;

  return (
    <section className="airlock-stack" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} className="airlock-heading" tabIndex={-1}>
        {texts.reviewTitle}
      </h3>
      <dl className="airlock-summary">
        <div>
          <dt>{texts.youPay}</dt>
          <dd data-testid="airlock-swap-review-pay">
            {swapAmountText(paid, from.decimals, locale)} {from.symbol}
            <span className="airlock-muted">
              {' '}
              · {amountUsdText(paid, from.decimals, draft.fromHolding?.price ?? 0, network.testnet, locale)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{texts.youReceive}</dt>
          <dd data-testid="airlock-swap-review-receive">
            {swapAmountText(received, to.decimals, locale)} {to.symbol}
            <span className="airlock-muted">
              {' '}
              · {amountUsdText(received, to.decimals, draft.toHolding?.price ?? 0, network.testnet, locale)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{texts.slippage}</dt>
          <dd data-testid="airlock-swap-review-slippage">{formatNumber(draft.slippage ?? 1, 2, locale)}</dd>
        </div>
      </dl>
      <SwapDetails form={form} draft={draft} />
      {approve ? (
        <ol className="airlock-swap-steps" data-testid="airlock-swap-steps">
          <li>{formatMessage(texts.approveStep, { symbol: from.symbol })}</li>
          <li>{texts.swap}</li>
        </ol>
      ) : null}
      {form.error ? (
        <p className="airlock-error" role="alert">
          {form.error}
        </p>
      ) : null}
      <div className="airlock-send-actions">
        <button
          type="button"
          className="airlock-button"
          data-block="true"
          onClick={() => actions.form.setState({ step: 'form', error: undefined })}
        >
          {texts.edit}
        </button>
        <button
          type="button"
          ref={confirm}
          className="airlock-button"
          data-variant="primary"
          data-block="true"
          onClick={() => void actions.submit()}
        >
          {action}
        </button>
      </div>
    </section>
  );
}
