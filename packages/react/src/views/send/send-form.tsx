import { useEffect, useId, type FormEvent } from 'react';
import { en, formatUnits, maxSendAmount } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { NetworkFeeText } from './network-fee-text';
import { tokenAmountText } from './token-amount-text';
import { useSendDraft } from './use-send-draft';

/** A pause after typing before the fee is estimated again, so each keystroke is not an RPC call. */
const FEE_ESTIMATE_DELAY_MS = 250;

/** Token, amount (with Max) and recipient, checked as typed; the network fee; Preview. */
export function SendForm() {
  const client = useAirlock();
  const { form, draft } = useSendDraft();
  const tokenId = useId();
  const amountId = useId();
  const amountErrorId = useId();
  const balanceId = useId();
  const recipientId = useId();
  const recipientErrorId = useId();
  const feeErrorId = useId();
  const tokenKey = draft?.token?.key;

  useEffect(() => {
    if (!tokenKey) return;
    const timer = setTimeout(() => void client.estimateSendFee(), FEE_ESTIMATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, tokenKey, form.amount, form.recipient]);

  if (!draft) return null;
  const { token, network, nativeToken, check } = draft;
  if (!token) return <p className="airlock-muted">{en.noTokensToSend}</p>;

  const update = (patch: Partial<typeof form>) => client.sendForm.setState({ ...patch, error: undefined });
  const maxReady = token.address !== undefined || form.fee !== undefined;
  const feeBlocks = form.feeStatus === 'loading' || form.feeStatus === 'failed';
  const canPreview = check.amount !== undefined && check.recipient !== undefined && !check.errors.amount && !check.errors.recipient && !feeBlocks;

  const preview = (event: FormEvent) => {
    event.preventDefault();
    if (canPreview) update({ step: 'preview' });
  };

  return (
    <form className="airlock-send-form" aria-label={en.sendForm} onSubmit={preview} noValidate>
      <div className="airlock-field">
        <label htmlFor={tokenId}>{en.token}</label>
        <select
          id={tokenId}
          className="airlock-search-input"
          value={token.key}
          onChange={(event) => update({ tokenKey: event.target.value, amount: '', fee: undefined, feeStatus: 'idle' })}
        >
          {draft.tokens.map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {candidate.symbol}
            </option>
          ))}
        </select>
      </div>
      <div className="airlock-field">
        <label htmlFor={amountId}>{en.amount}</label>
        <div className="airlock-field-row">
          <input
            id={amountId}
            data-initial-focus=""
            className="airlock-search-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={en.amountPlaceholder}
            value={form.amount}
            aria-invalid={check.errors.amount ? true : undefined}
            aria-describedby={[balanceId, check.errors.amount ? amountErrorId : undefined].filter(Boolean).join(' ')}
            onChange={(event) => update({ amount: event.target.value })}
          />
          <button
            type="button"
            className="airlock-button"
            aria-label={en.maxAmount(token.symbol)}
            disabled={!maxReady}
            onClick={() => update({ amount: formatUnits(maxSendAmount(token, form.fee), token.decimals) })}
          >
            {en.max}
          </button>
        </div>
        <p id={balanceId} className="airlock-muted">
          {en.balanceOf(tokenAmountText(token.balance, token.decimals, token.symbol))}
        </p>
        {check.errors.amount ? (
          <p id={amountErrorId} className="airlock-error" role="alert">
            {check.errors.amount}
          </p>
        ) : null}
      </div>
      <div className="airlock-field">
        <label htmlFor={recipientId}>{en.recipient}</label>
        <input
          id={recipientId}
          className="airlock-search-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={en.recipientPlaceholder}
          value={form.recipient}
          aria-invalid={check.errors.recipient ? true : undefined}
          aria-describedby={check.errors.recipient ? recipientErrorId : undefined}
          onChange={(event) => update({ recipient: event.target.value })}
        />
        {check.errors.recipient ? (
          <p id={recipientErrorId} className="airlock-error" role="alert">
            {check.errors.recipient}
          </p>
        ) : null}
      </div>
      <p className="airlock-send-fee">
        <span>{en.networkFee}</span>
        <span data-testid="airlock-send-fee" aria-live="polite">
          <NetworkFeeText form={form} network={network} nativeToken={nativeToken} />
        </span>
      </p>
      {form.feeStatus === 'failed' && form.feeError ? (
        <p id={feeErrorId} className="airlock-error" role="alert">
          {form.feeError}
        </p>
      ) : null}
      <button type="submit" className="airlock-button" data-variant="primary" data-block="true" disabled={!canPreview}>
        {en.preview}
      </button>
    </form>
  );
}
