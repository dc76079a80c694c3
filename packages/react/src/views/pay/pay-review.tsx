import {
  type ChainState,
  CONNECTOR_IDS,
  exactAmountText,
  feeAmountText,
  formatMessage,
  type Network,
  type PayActions,
  type PayLookup,
  type PayState,
  payShortfall,
  paymentUnits,
} from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { useLocale } from '../../i18n/use-locale';
import { Spinner } from '../../ui/spinner';
import { EmbeddedFrameSlot } from '../embedded/embedded-frame-slot';
import { usePayStepFocus } from './use-pay-step-focus';
import { usePayTexts } from './use-pay-texts';

const selectActiveChain = (state: ChainState) => state.namespaces[state.activeNamespace]?.network.caipNetwork?.caipNetworkId;
const selectConnector = (state: ChainState) => state.namespaces.eip155?.account.connectorId;

/**
 * The checkout: what is paid to whom (name and address) on which network, the amount, the network fee's estimate and the
 * payer's balance, with a clear error when it is short; Pay (switching network first when needed), disabled while a
 * payment is under way, so a double click pays once.
 */
export function PayReview({ actions, state, network }: { actions: PayActions; state: PayState; network: Network }) {
  const texts = usePayTexts(actions);
  const { locale } = useLocale();
  const client = useAirlock();
  const activeChain = useExternalState(client.chain, selectActiveChain);
  const embedded = useExternalState(client.chain, selectConnector) === CONNECTOR_IDS.auth;
  const heading = usePayStepFocus('review');
  const payment = state.payment!;
  const { token } = payment;
  const units = paymentUnits(payment) ?? 0n;
  const native = network.nativeCurrency;
  const amount = `${exactAmountText(units, token.decimals, locale)} ${token.symbol}`;
  const shortfall = payShortfall(state, units);
  const busy = state.step === 'switching' || state.step === 'sending' || state.step === 'confirming';
  const lookupText = <T,>(lookup: PayLookup<T>, text: (value: T) => string) =>
    lookup.status === 'ready' ? text(lookup.value) : lookup.status === 'loading' ? texts.checking : texts.unavailable;
  const onOtherNetwork = activeChain !== network.caipNetworkId;
  const progress =
    state.step === 'switching'
      ? texts.switching
      : state.step === 'sending'
        ? texts.sending
        : state.step === 'confirming'
          ? texts.confirming
          : '';
  const errorText = (() => {
    const error = state.error;
    if (!error) return undefined;
    if (error.kind === 'paymentFailed') return formatMessage(texts.paymentFailed, { reason: error.detail ?? '' });
    if (error.kind === 'loadFailed') return texts.serverUnavailable;
    return texts[error.kind];
  })();

  const status = (
    <div role="status" aria-live="polite" className="airlock-center">
      {busy ? <Spinner /> : null}
      {progress ? <p>{progress}</p> : null}
    </div>
  );
  // The email wallet's frame asks for approval with the payment's details itself: the checkout makes room for it.
  if (busy && embedded)
    return (
      <div className="airlock-pay">
        <h3 ref={heading} className="airlock-heading" tabIndex={-1}>
          {texts.heading}
        </h3>
        <p className="airlock-pay-amount" data-testid="airlock-pay-amount">
          {amount}
        </p>
        {status}
        {state.step === 'sending' ? <EmbeddedFrameSlot /> : null}
      </div>
    );
  return (
    <div className="airlock-pay">
      <h3 ref={heading} className="airlock-heading" tabIndex={-1}>
        {texts.heading}
      </h3>
      <p className="airlock-pay-amount" data-testid="airlock-pay-amount">
        {amount}
      </p>
      <dl className="airlock-pay-summary" aria-label={texts.summary}>
        <div>
          <dt>{texts.to}</dt>
          <dd data-testid="airlock-pay-recipient">
            {state.recipientName ? (
              <>
                <strong>{state.recipientName}</strong>
                <br />
              </>
            ) : null}
            <code>{payment.recipient}</code>
          </dd>
        </div>
        <div>
          <dt>{texts.network}</dt>
          <dd data-testid="airlock-pay-network">{network.name}</dd>
        </div>
        <div>
          <dt>{texts.amount}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{texts.networkFee}</dt>
          <dd data-testid="airlock-pay-fee">
            {lookupText(state.fee, (fee) => `${feeAmountText(fee, native.decimals, locale)} ${native.symbol}`)}
          </dd>
        </div>
        <div>
          <dt>{texts.balance}</dt>
          <dd data-testid="airlock-pay-balance">
            {lookupText(state.tokenBalance, (balance) => `${exactAmountText(balance, token.decimals, locale)} ${token.symbol}`)}
          </dd>
        </div>
      </dl>
      {shortfall ? (
        <p className="airlock-error" role="alert" data-testid="airlock-pay-shortfall">
          {shortfall === 'token'
            ? formatMessage(texts.insufficientBalance, { symbol: token.symbol, amount: exactAmountText(units, token.decimals, locale) })
            : formatMessage(texts.insufficientFee, { symbol: native.symbol })}
        </p>
      ) : null}
      {errorText ? (
        <p className="airlock-error" role="alert">
          {errorText}
        </p>
      ) : null}
      {status}
      <button
        type="button"
        className="airlock-button"
        data-variant="primary"
        data-block="true"
        disabled={busy || shortfall !== undefined || state.tokenBalance.status === 'loading'}
        aria-busy={busy}
        onClick={() => void actions.confirm()}
      >
        {onOtherNetwork
          ? formatMessage(texts.switchAndPay, { network: network.name })
          : formatMessage(texts.payButton, { amount: exactAmountText(units, token.decimals, locale), symbol: token.symbol })}
      </button>
    </div>
  );
}
