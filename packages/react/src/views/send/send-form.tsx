import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { enSend, enNftSend, formatMessage, isRecipientName, isSendableNft } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { NetworkFeeText } from './network-fee-text';
import { NftSendFields } from './nft-send-fields';
import { TokenSendFields } from './token-send-fields';
import { useSendDraft } from './use-send-draft';
import { useStepFocus } from './use-step-focus';
import { useCataloguePart } from '../../i18n/use-catalogue-part';

/** A pause after typing before the fee is estimated again, so each keystroke is not an RPC call. */
const FEE_ESTIMATE_DELAY_MS = 250;
/** A pause after typing before a name typed as recipient is looked up. */
const NAME_LOOKUP_DELAY_MS = 300;

/** Token and amount (or the NFT chosen in the NFTs tab) and recipient, checked as typed; the network fee; Preview. */
export function SendForm() {
  const sendMessages = useCataloguePart('send', enSend);
  const nftSendMessages = useCataloguePart('nftSend', enNftSend);
  const client = useAirlock();
  const { form, draft } = useSendDraft();
  const recipientId = useId();
  const recipientErrorId = useId();
  const recipientWarningId = useId();
  const feeErrorId = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const tokenKey = draft?.token?.key;
  /** Preview was pressed while the fee of what the form holds was still being estimated: it opens once known. */
  const [previewWanted, setPreviewWanted] = useState(false);
  useStepFocus(() => formElement.current?.querySelector<HTMLElement>('[data-initial-focus]'), tokenKey === undefined ? undefined : 'form');

  // A name's address arriving is a new recipient too: the fee is estimated again for it.
  const resolvedRecipient = draft?.check.recipientName ? draft.check.recipient : undefined;
  useEffect(() => {
    if (!tokenKey) return;
    const timer = setTimeout(() => void client.estimateSendFee(), FEE_ESTIMATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, tokenKey, form.amount, form.recipient, resolvedRecipient]);

  // A name typed as recipient is looked up (the names' code loads then); an address typed after one drops its answer.
  const named = isRecipientName(form.recipient);
  const staleName = !named && form.recipientName !== undefined;
  useEffect(() => {
    if (!named && !staleName) return;
    const timer = setTimeout(
      () =>
        void client.names().then(
          (names) => names.resolveRecipient(),
          () => undefined,
        ),
      NAME_LOOKUP_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [client, named, staleName, form.recipient, draft?.network.caipNetworkId]);

  const formCheck = draft?.check;
  const checked =
    formCheck !== undefined &&
    formCheck.amount !== undefined &&
    formCheck.recipient !== undefined &&
    !formCheck.errors.amount &&
    !formCheck.errors.recipient;
  const canPreview = checked && form.feeStatus !== 'loading' && form.feeStatus !== 'failed';

  useEffect(() => {
    if (!previewWanted || form.feeStatus === 'loading') return;
    setPreviewWanted(false);
    if (canPreview) client.sendForm.setState({ step: 'preview', error: undefined });
  }, [client, previewWanted, form.feeStatus, canPreview]);

  if (!draft) return null;
  const { token, network, nativeToken, check } = draft;
  if (!token) return <p className="airlock-muted">{sendMessages.noTokensToSend}</p>;

  const update = (patch: Partial<typeof form>) => {
    // What is sent changed: its fee is pending at once (the estimate follows after a pause), so
    // Preview waits for it instead of showing the old values' fee, or none.
    const changed = <K extends 'tokenKey' | 'amount' | 'recipient'>(key: K) => patch[key] !== undefined && patch[key] !== form[key];
    const changesWhatIsSent = changed('tokenKey') || changed('amount') || changed('recipient');
    const stale = changesWhatIsSent ? { feeStatus: 'loading' as const } : {};
    if (changesWhatIsSent) setPreviewWanted(false);
    client.sendForm.setState({ ...patch, ...stale, error: undefined });
  };
  const preview = (event: FormEvent) => {
    event.preventDefault();
    if (canPreview) update({ step: 'preview' });
    else if (checked && form.feeStatus === 'loading') setPreviewWanted(true);
  };

  return (
    <form
      ref={formElement}
      className="airlock-send-form"
      aria-label={isSendableNft(token) ? nftSendMessages.sendNftForm : sendMessages.sendForm}
      onSubmit={preview}
      noValidate
    >
      {isSendableNft(token) ? (
        <NftSendFields nft={token} amount={form.amount} check={check} onAmount={(amount) => update({ amount })} />
      ) : (
        <TokenSendFields token={token} tokens={draft.tokens} form={form} check={check} onChange={update} />
      )}
      <div className="airlock-field">
        <label htmlFor={recipientId}>{sendMessages.recipient}</label>
        <input
          id={recipientId}
          data-initial-focus={isSendableNft(token) && token.standard === 'erc721' ? '' : undefined}
          className="airlock-search-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={sendMessages.recipientPlaceholder}
          value={form.recipient}
          aria-invalid={check.errors.recipient ? true : undefined}
          aria-describedby={check.errors.recipient ? recipientErrorId : check.warnings.recipient ? recipientWarningId : undefined}
          onChange={(event) => update({ recipient: event.target.value })}
        />
        {check.errors.recipient ? (
          <p id={recipientErrorId} className="airlock-error" role="alert">
            {check.errors.recipient}
          </p>
        ) : check.warnings.recipient ? (
          <p id={recipientWarningId} className="airlock-warning" role="status">
            {check.warnings.recipient}
          </p>
        ) : null}
        {named && !check.errors.recipient ? (
          <p className="airlock-muted airlock-break" role="status" data-testid="airlock-send-recipient-name">
            {check.recipientName && check.recipient
              ? formatMessage(sendMessages.names.resolvedTo, { name: check.recipientName, address: check.recipient })
              : formatMessage(sendMessages.names.resolving, { name: form.recipient.trim() })}
          </p>
        ) : null}
      </div>
      <p className="airlock-send-fee">
        <span>{sendMessages.networkFee}</span>
        <span data-testid="airlock-send-fee" aria-live="polite">
          <NetworkFeeText form={form} network={network} nativeToken={nativeToken} />
        </span>
      </p>
      {form.feeStatus === 'failed' && form.feeError ? (
        <p id={feeErrorId} className="airlock-error" role="alert">
          {form.feeError}
        </p>
      ) : null}
      <button
        type="submit"
        className="airlock-button"
        data-variant="primary"
        data-block="true"
        disabled={!checked || form.feeStatus === 'failed'}
        aria-busy={previewWanted || undefined}
      >
        {sendMessages.preview}
      </button>
    </form>
  );
}
