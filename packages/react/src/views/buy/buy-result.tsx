import { useRef } from 'react';
import { formatMessage, formatUnits, type ChainState, type OnrampState } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { useBuyActions } from './buy-actions-context';
import { tokenText } from './buy-money-text';
import { useBuyStepFocus } from './use-buy-step-focus';
import { useBuyTexts } from './use-buy-texts';

const selectResult = (state: OnrampState) => ({
  step: state.step,
  order: state.order,
  symbol: state.order?.purchaseAmount.currency ?? state.purchaseCurrency,
});

/** Success with what arrived and the token's balance now (read again as the order completed), or the failure's reason and Try again. */
export function BuyResult() {
  const texts = useBuyTexts();
  const client = useAirlock();
  const actions = useBuyActions();
  const { step, order, symbol } = useExternalState(actions.store, selectResult);
  const heading = useRef<HTMLHeadingElement>(null);
  useBuyStepFocus(() => heading.current, step);
  // A token's balance from the server's list; the network's own currency (ETH) from the wallet's balance when not listed.
  const balance = useExternalState(client.chain, (state: ChainState) => {
    const account = state.namespaces[state.activeNamespace]?.account;
    const listed = account?.tokenBalances?.find((token) => token.symbol === symbol)?.quantity.numeric;
    if (listed !== undefined || !account?.balance || account.balance.symbol !== symbol) return listed;
    return formatUnits(account.balance.value, account.balance.decimals);
  });

  if (step === 'success')
    return (
      <div className="airlock-center airlock-buy-progress" role="status" aria-live="polite">
        <h3 ref={heading} className="airlock-heading" tabIndex={-1}>
          {texts.success}
        </h3>
        {order ? (
          <p data-testid="airlock-buy-received">
            {formatMessage(texts.received, { amount: order.purchaseAmount.amount, symbol: order.purchaseAmount.currency })}
          </p>
        ) : null}
        {balance !== undefined ? (
          <p data-testid="airlock-buy-balance">{formatMessage(texts.newBalance, { symbol, amount: tokenText(balance, symbol) })}</p>
        ) : null}
        <button
          type="button"
          className="airlock-button"
          data-block="true"
          onClick={() => {
            actions.reset();
            client.goBack();
          }}
        >
          {texts.done}
        </button>
      </div>
    );
  return (
    <div className="airlock-center airlock-buy-progress">
      <h3 ref={heading} className="airlock-heading" tabIndex={-1}>
        {texts.failed}
      </h3>
      <p className="airlock-error" role="alert">
        {order?.failureReason ?? texts.failedUnknown}
      </p>
      <button type="button" className="airlock-button" data-block="true" onClick={() => actions.backToForm()}>
        {texts.tryAgain}
      </button>
    </div>
  );
}
