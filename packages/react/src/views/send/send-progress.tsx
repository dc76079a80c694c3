import { useEffect, useRef } from 'react';
import { enSend, initialSendForm, type SendMessages, type SendStep, formatMessage } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { CopyIcon } from '../../ui/copy-icon';
import { Spinner } from '../../ui/spinner';
import { useSendDraft } from './use-send-draft';
import { useStepFocus } from './use-step-focus';
import { copyToClipboard } from '../../ui/copy-to-clipboard';
import { useCataloguePart } from '../../i18n/use-catalogue-part';

const titleOf = (step: SendStep, messages: SendMessages): string =>
  ({
    pending: messages.transactionPending,
    confirmed: messages.transactionConfirmed,
    failed: messages.transactionFailed,
    sent: messages.transactionSent,
  })[step as 'pending'] ?? messages.transactionPending;

/**
 * After the wallet sent it: pending until mined, then confirmed or failed, or sent with its status unknown
 * (waiting for the receipt failed; never called failed then). The hash to copy, and the explorer link where
 * the network has one.
 */
export function SendProgress() {
  const sendMessages = useCataloguePart('send', enSend);
  const client = useAirlock();
  const { form, draft } = useSendDraft();
  const heading = useRef<HTMLHeadingElement>(null);
  const hash = form.hash;
  const finished = form.step !== 'pending';
  useStepFocus(() => heading.current, hash ? form.step : undefined);

  // Done is the way out of a finished send: going back to its review would offer to send it again.
  useEffect(() => {
    if (hash && finished && client.router.getState().view === 'Send') client.router.reset('Send');
  }, [client, hash, finished]);

  if (!hash) return null;
  const explorer = draft?.network.blockExplorers?.default;
  const title = titleOf(form.step, sendMessages);

  const copyHash = () => copyToClipboard(client.toasts, hash, { copied: sendMessages.hashCopied, failed: sendMessages.hashCopyFailed });

  // Back to the Account view, where Send was opened, not to an empty form.
  const done = () => {
    client.sendForm.setState(initialSendForm(), true);
    client.router.reset('Account');
  };

  return (
    <div className="airlock-center" role="status" aria-label={title} aria-live="polite">
      {form.step === 'pending' ? <Spinner /> : null}
      <h3 ref={heading} className="airlock-heading" tabIndex={-1}>
        {title}
      </h3>
      {form.step === 'failed' && form.error ? (
        <p className="airlock-error" role="alert">
          {form.error}
        </p>
      ) : null}
      {form.step === 'sent' ? <p className="airlock-muted">{sendMessages.transactionStatusUnknown}</p> : null}
      <div className="airlock-send-hash-row">
        <span className="airlock-muted">{sendMessages.transactionHash}:</span>
        <span className="airlock-send-hash-line">
          <code data-testid="airlock-send-hash" className="airlock-send-hash">
            {hash}
          </code>
          <button type="button" className="airlock-icon-button" aria-label={sendMessages.copyHash} onClick={copyHash}>
            <CopyIcon />
          </button>
        </span>
      </div>
      {explorer ? (
        <a className="airlock-button" href={`${explorer.url.replace(/\/$/, '')}/tx/${hash}`} target="_blank" rel="noreferrer noopener">
          {formatMessage(sendMessages.viewOnExplorer, { explorer: explorer.name })}
        </a>
      ) : null}
      {finished ? (
        <button type="button" className="airlock-button" data-block="true" onClick={done}>
          {sendMessages.done}
        </button>
      ) : null}
    </div>
  );
}
