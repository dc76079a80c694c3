import { exactAmountText, formatMessage, type Network, type PayActions, type PayState, paymentUnits } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useLocale } from '../../i18n/use-locale';
import { usePayStepFocus } from './use-pay-step-focus';
import { usePayTexts } from './use-pay-texts';

/** The end of a payment: paid (what, to whom, the transaction and its explorer link) or failed with the server's reason. */
export function PayResult({ actions, state, network }: { actions: PayActions; state: PayState; network: Network }) {
  const texts = usePayTexts(actions);
  const { locale } = useLocale();
  const client = useAirlock();
  const heading = usePayStepFocus(state.step);
  const payment = state.payment!;
  const paid = state.step === 'success';
  const hash = payment.transactionHash ?? state.sentHash;
  const explorer = network.blockExplorers?.default;
  const recipient = state.recipientName ? `${state.recipientName} (${payment.recipient})` : payment.recipient;
  const amount = exactAmountText(paymentUnits(payment) ?? 0n, payment.token.decimals, locale);
  return (
    <div className="airlock-pay airlock-center" role="status" aria-live="polite">
      <h3 ref={heading} className="airlock-heading" tabIndex={-1}>
        {paid ? texts.successHeading : texts.failedHeading}
      </h3>
      {paid ? (
        <p data-testid="airlock-pay-result">{formatMessage(texts.successDetail, { amount, symbol: payment.token.symbol, recipient })}</p>
      ) : (
        <p className="airlock-error" role="alert">
          {formatMessage(texts.paymentFailed, { reason: state.error?.detail ?? payment.failure ?? '' })}
        </p>
      )}
      {hash ? (
        <dl className="airlock-pay-summary">
          <div>
            <dt>{texts.transaction}</dt>
            <dd>
              <code data-testid="airlock-pay-hash">{hash}</code>
            </dd>
          </div>
        </dl>
      ) : null}
      {hash && explorer ? (
        <a className="airlock-button" href={`${explorer.url.replace(/\/$/, '')}/tx/${hash}`} target="_blank" rel="noreferrer noopener">
          {texts.viewTransaction}
        </a>
      ) : null}
      <button type="button" className="airlock-button" data-variant="primary" data-block="true" onClick={() => client.close()}>
        {texts.done}
      </button>
    </div>
  );
}
