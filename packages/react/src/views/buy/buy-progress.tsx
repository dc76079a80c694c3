import { useEffect, useRef } from 'react';
import { formatMessage, type OnrampState } from '@airlock/core';
import { useExternalState } from '../../hooks/use-external-state';
import { Spinner } from '../../ui/spinner';
import { useBuyActions } from './buy-actions-context';
import { useBuyStepFocus } from './use-buy-step-focus';
import { useBuyTexts } from './use-buy-texts';

const selectProgress = (state: OnrampState) => ({ order: state.order, checkoutUrl: state.checkoutUrl });

/**
 * "Buy in progress": the order is polled while this shows (stopped when it goes: Cancel, Back, the modal closing); the
 * checkout can be opened again, or for the first time when the browser blocked its window.
 */
export function BuyProgress({ popupBlocked }: { popupBlocked: boolean }) {
  const texts = useBuyTexts();
  const actions = useBuyActions();
  const { order, checkoutUrl } = useExternalState(actions.store, selectProgress);
  const heading = useRef<HTMLHeadingElement>(null);
  useBuyStepFocus(() => heading.current, 'checkout');
  const orderId = order?.id;
  useEffect(() => (orderId ? actions.watchOrder() : undefined), [actions, orderId]);

  const status =
    order?.status === 'processing'
      ? formatMessage(texts.statusProcessing, { amount: order.purchaseAmount.amount, symbol: order.purchaseAmount.currency })
      : texts.statusPending;
  return (
    <div className="airlock-center airlock-buy-progress">
      <Spinner />
      <h3 ref={heading} className="airlock-heading" tabIndex={-1}>
        {texts.inProgress}
      </h3>
      <p role="status" aria-live="polite" data-testid="airlock-buy-status">
        {status}
      </p>
      {popupBlocked ? (
        <p className="airlock-error" role="alert">
          {texts.popupBlocked}
        </p>
      ) : null}
      {checkoutUrl ? (
        <a className="airlock-button" data-block="true" href={checkoutUrl} target="_blank" rel="noopener noreferrer">
          {popupBlocked ? texts.openCheckout : texts.reopenCheckout}
        </a>
      ) : null}
      <button type="button" className="airlock-button" data-block="true" onClick={() => actions.backToForm()}>
        {texts.cancel}
      </button>
    </div>
  );
}
