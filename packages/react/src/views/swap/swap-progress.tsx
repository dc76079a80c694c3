import { useRef } from 'react';
import { CONNECTOR_IDS, enSend, formatMessage } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { useLocale } from '../../i18n/use-locale';
import { useSwapTexts } from './use-swap-texts';
import { Spinner } from '../../ui/spinner';
import { EmbeddedFrameSlot } from '../embedded/embedded-frame-slot';
import { useSwapStepFocus } from './use-swap-step-focus';
import { swapAmountText } from './swap-amount-text';
import { useSwapDraft } from './use-swap-draft';

/**
 * Approving (step 1 of 2), swapping (step 2 of 2, or the one batch), then complete or failed with the reason; the
 * transaction hash with the explorer link where the network has one. The email wallet's frame asks for approval here.
 */
export function SwapProgress() {
  const texts = useSwapTexts();
  const sendTexts = useCataloguePart('send', enSend);
  const { locale } = useLocale();
  const client = useAirlock();
  const { form, draft, actions } = useSwapDraft();
  const heading = useRef<HTMLHeadingElement>(null);
  useSwapStepFocus(() => heading.current, form.step);

  const finished = form.step === 'success' || form.step === 'failed';

  const from = draft?.from;
  const to = draft?.to;
  const working = form.step === 'approving' || form.step === 'swapping';
  const twoSteps = form.needsApproval && !form.batch;
  const title = working ? texts.swapPending : form.step === 'success' ? texts.swapSucceeded : texts.swapFailed;
  const doing =
    form.step === 'approving'
      ? formatMessage(texts.approvingInWallet, { symbol: from?.symbol ?? '' })
      : form.batch && form.needsApproval
        ? texts.batchInWallet
        : texts.swappingInWallet;
  const embedded = draft && client.chain.getState().namespaces[draft.network.chainNamespace]?.account.connectorId === CONNECTOR_IDS.auth;
  const explorer = draft?.network.blockExplorers?.default;
  const paid = draft?.amount?.amount;
  const received = form.quote ? BigInt(form.quote.toAmount) : undefined;

  return (
    <div className="airlock-center airlock-swap-progress" role="status" aria-live="polite" aria-label={title}>
      {working ? <Spinner /> : null}
      <h3 ref={heading} className="airlock-heading" tabIndex={-1}>
        {title}
      </h3>
      {working && twoSteps ? (
        <p className="airlock-muted" data-testid="airlock-swap-step">
          {formatMessage(texts.stepOf, { current: form.step === 'approving' ? 1 : 2, total: 2 })}
        </p>
      ) : null}
      {working ? <p>{doing}</p> : null}
      {working && embedded ? <EmbeddedFrameSlot /> : null}
      {form.step === 'success' && from && to && paid !== undefined && received !== undefined ? (
        <p data-testid="airlock-swap-result">
          {formatMessage(texts.swapped, {
            from: `${swapAmountText(paid, from.decimals, locale)} ${from.symbol}`,
            to: `${swapAmountText(received, to.decimals, locale)} ${to.symbol}`,
          })}
        </p>
      ) : null}
      {form.step === 'failed' && form.error ? (
        <p className="airlock-error" role="alert">
          {form.error}
        </p>
      ) : null}
      {form.hash && explorer ? (
        <a className="airlock-button" href={`${explorer.url.replace(/\/$/, '')}/tx/${form.hash}`} target="_blank" rel="noreferrer noopener">
          {formatMessage(sendTexts.viewOnExplorer, { explorer: explorer.name })}
        </a>
      ) : null}
      {form.step === 'failed' ? (
        <button
          type="button"
          className="airlock-button"
          data-block="true"
          onClick={() => actions.form.setState({ step: 'form', error: undefined })}
        >
          {texts.tryAgain}
        </button>
      ) : null}
      {finished ? (
        <button
          type="button"
          className="airlock-button"
          data-variant="primary"
          data-block="true"
          onClick={() => {
            actions.start();
            client.router.reset('Account');
          }}
        >
          {texts.done}
        </button>
      ) : null}
    </div>
  );
}
