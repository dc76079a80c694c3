import { useId, useRef } from 'react';
import { CONNECTOR_IDS, enSend, formatUnits, isSendableNft } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { Spinner } from '../../ui/spinner';
import { usdValue } from '../../ui/usd-value';
import { EmbeddedFrameSlot } from '../embedded/embedded-frame-slot';
import { NftImage } from '../nfts/nft-image';
import { NetworkFeeText } from './network-fee-text';
import { NftReviewRows } from './nft-review-rows';
import { tokenAmountText } from './token-amount-text';
import { useSendDraft } from './use-send-draft';
import { useStepFocus } from './use-step-focus';
import { useMessages } from '../../i18n/use-messages';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { useLocale } from '../../i18n/use-locale';

/** Everything the visitor approves (amount and token, or the NFT; recipient, network, fee), then the wallet's confirmation. */
export function SendReview() {
  const { locale } = useLocale();
  const messages = useMessages();
  const sendMessages = useCataloguePart('send', enSend);
  const client = useAirlock();
  const { form, draft } = useSendDraft();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const waitingText = useRef<HTMLParagraphElement>(null);
  const frameVisible = useExternalState(client.embedded, (state) => state.frameVisible);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The review, then the wait (the pressed Confirm is disabled), then back with the wallet's refusal: Confirm again.
  useStepFocus(
    () => (form.step === 'confirming' ? waitingText.current : form.error ? confirmButton.current : heading.current),
    draft?.check.recipient ? form.step : undefined,
  );
  if (!draft?.token || draft.check.amount === undefined || !draft.check.recipient) return null;
  const { token, network, nativeToken, check } = draft;
  const amount = check.amount!;
  const confirming = form.step === 'confirming';
  const embedded = client.chain.getState().namespaces[network.chainNamespace]?.account.connectorId === CONNECTOR_IDS.auth;
  // The secure frame shows what is approved (the same values, fee and total) with its own buttons: on a
  // phone the modal's copy above it pushed the frame's Approve out of sight.
  const frameApproves = confirming && embedded && frameVisible;

  return (
    <section className="airlock-stack" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} className="airlock-heading" tabIndex={-1}>
        {sendMessages.reviewSend}
      </h3>
      {isSendableNft(token) && !frameApproves ? <NftImage nft={token.nft} className="airlock-send-review-nft-image" /> : null}
      <dl className="airlock-summary" hidden={frameApproves}>
        {isSendableNft(token) ? (
          <NftReviewRows nft={token} amount={amount} />
        ) : (
          <div>
            <dt>{sendMessages.amount}</dt>
            <dd data-testid="airlock-send-review-amount">
              {tokenAmountText(amount, token.decimals, token.symbol, locale)}
              <span className="airlock-muted">
                {' '}
                · {usdValue(Number(formatUnits(amount, token.decimals)) * token.price, network.testnet, locale)}
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>{sendMessages.sendTo}</dt>
          <dd data-testid="airlock-send-review-recipient" className="airlock-break">
            {check.recipientName ? (
              <>
                <span data-testid="airlock-send-review-recipient-name">{check.recipientName}</span> {check.recipient}
              </>
            ) : (
              check.recipient
            )}
          </dd>
        </div>
        <div>
          <dt>{messages.network}</dt>
          <dd data-testid="airlock-send-review-network">{network.name}</dd>
        </div>
        <div>
          <dt>{sendMessages.networkFee}</dt>
          <dd data-testid="airlock-send-review-fee">
            <NetworkFeeText form={form} network={network} nativeToken={nativeToken} />
          </dd>
        </div>
      </dl>
      {check.warnings.recipient && !frameApproves ? <p className="airlock-warning">{check.warnings.recipient}</p> : null}
      {confirming && !frameApproves ? (
        <div className="airlock-send-waiting" role="status">
          <Spinner />
          <p ref={waitingText} tabIndex={-1}>
            {sendMessages.confirmSendInWallet}
          </p>
        </div>
      ) : null}
      {confirming && embedded ? <EmbeddedFrameSlot /> : null}
      {form.error ? (
        <p className="airlock-error" role="alert">
          {form.error}
        </p>
      ) : null}
      {/* The embedded wallet's frame shows its own Approve and Reject in the slot above: one set of buttons. */}
      {confirming && embedded ? null : (
        <div className="airlock-send-actions">
          <button
            type="button"
            className="airlock-button"
            data-block="true"
            disabled={confirming}
            onClick={() => client.sendForm.setState({ step: 'form', error: undefined })}
          >
            {sendMessages.edit}
          </button>
          <button
            type="button"
            ref={confirmButton}
            className="airlock-button"
            data-variant="primary"
            data-block="true"
            disabled={confirming}
            onClick={() => void client.submitSend()}
          >
            {sendMessages.confirmInWallet}
          </button>
        </div>
      )}
    </section>
  );
}
