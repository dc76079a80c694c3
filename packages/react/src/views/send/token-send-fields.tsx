import { useId } from 'react';
import { enSend, formatUnits, maxSendAmount, type SendableToken, type SendFormCheck, type SendFormState } from '@airlock/core';
import { SendAmountField } from './send-amount-field';
import { tokenAmountText } from './token-amount-text';

interface TokenSendFieldsProps {
  token: SendableToken;
  tokens: readonly SendableToken[];
  form: SendFormState;
  check: SendFormCheck;
  onChange: (patch: Partial<SendFormState>) => void;
}

/** The Send form's asset and amount for a token: which token, and how much (with Max and the balance). */
export function TokenSendFields({ token, tokens, form, check, onChange }: TokenSendFieldsProps) {
  const tokenId = useId();
  const maxReady = token.address !== undefined || form.fee !== undefined;
  return (
    <>
      <div className="airlock-field">
        <label htmlFor={tokenId}>{enSend.token}</label>
        <select
          id={tokenId}
          className="airlock-search-input"
          value={token.key}
          onChange={(event) => onChange({ tokenKey: event.target.value, amount: '', fee: undefined, feeStatus: 'idle' })}
        >
          {tokens.map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {candidate.symbol}
            </option>
          ))}
        </select>
      </div>
      <SendAmountField
        label={enSend.amount}
        inputMode="decimal"
        placeholder={enSend.amountPlaceholder}
        value={form.amount}
        error={check.errors.amount}
        holding={enSend.balanceOf(tokenAmountText(token.balance, token.decimals, token.symbol))}
        onChange={(amount) => onChange({ amount })}
        action={
          <button
            type="button"
            className="airlock-button"
            aria-label={enSend.maxAmount(token.symbol)}
            disabled={!maxReady}
            onClick={() => onChange({ amount: formatUnits(maxSendAmount(token, form.fee), token.decimals) })}
          >
            {enSend.max}
          </button>
        }
      />
    </>
  );
}
