import { en, initialSendForm } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { CopyIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { useSendDraft } from './use-send-draft';
import { copyToClipboard } from '../../ui/copy-to-clipboard';

/** After the wallet sent it: pending until mined, then confirmed or failed; the explorer link, else the hash to copy. */
export function SendProgress() {
  const client = useAirlock();
  const { form, draft } = useSendDraft();
  const hash = form.hash;
  if (!hash) return null;
  const explorer = draft?.network.blockExplorers?.default;
  const title = form.step === 'confirmed' ? en.transactionConfirmed : form.step === 'failed' ? en.transactionFailed : en.transactionPending;

  const copyHash = () => copyToClipboard(client.toasts, hash, { copied: en.hashCopied, failed: en.hashCopyFailed });

  // Back where Send was opened from (the Account view), not to an empty form.
  const done = () => {
    client.sendForm.setState(initialSendForm(), true);
    client.goBack();
  };

  return (
    <div className="airlock-center" role="status" aria-label={title} aria-live="polite">
      {form.step === 'pending' ? <Spinner /> : null}
      <p className="airlock-heading">{title}</p>
      {form.step === 'failed' && form.error ? (
        <p className="airlock-error" role="alert">
          {form.error}
        </p>
      ) : null}
      {explorer ? (
        <a className="airlock-button" href={`${explorer.url.replace(/\/$/, '')}/tx/${hash}`} target="_blank" rel="noreferrer noopener">
          {en.viewOnExplorer(explorer.name)}
        </a>
      ) : (
        <p className="airlock-address">
          <span className="airlock-visually-hidden">{en.transactionHash}: </span>
          <span data-testid="airlock-send-hash" className="airlock-break">
            {hash}
          </span>
          <button type="button" className="airlock-icon-button" aria-label={en.copyHash} onClick={copyHash}>
            <CopyIcon />
          </button>
        </p>
      )}
      {form.step !== 'pending' ? (
        <button type="button" className="airlock-button" data-block="true" onClick={done}>
          {en.done}
        </button>
      ) : null}
    </div>
  );
}
