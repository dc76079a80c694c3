import { useId } from 'react';
import {
  enSend,
  formatUnits,
  maxSendAmount,
  type SendableToken,
  type SendFormCheck,
  type SendFormState,
  formatMessage,
} from '@airlock/core';
import { SendAmountField } from './send-amount-field';
import { tokenAmountText } from './token-amount-text';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { useLocale } from '../../i18n/use-locale';

interface TokenSendFieldsProps {
  token: SendableToken;
  tokens: readonly SendableToken[];
  form: SendFormState;
  check: SendFormCheck;
  onChange: (patch: Partial<SendFormState>) => void;
}

/** The Send form's asset and amount for a token: which token, and how much (with Max and the balance). */
export function TokenSendFields({ token, tokens, form, check, onChange }: TokenSendFieldsProps) {
  const { locale } = useLocale();
  const sendMessages = useCataloguePart('send', enSend);
  const tokenId = useId();
  const maxReady = token.address !== undefined || form.fee !== undefined;
  return (
    <>
      <div className="airlock-field">
        <label htmlFor={tokenId}>{sendMessages.token}</label>
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
        label={sendMessages.amount}
        inputMode="decimal"
        placeholder={sendMessages.amountPlaceholder}
        value={form.amount}
        error={check.errors.amount}
        holding={formatMessage(sendMessages.balanceOf, { amount: tokenAmountText(token.balance, token.decimals, token.symbol, locale) })}
        onChange={(amount) => onChange({ amount })}
        action={
          <button
            type="button"
            className="airlock-button"
            aria-label={formatMessage(sendMessages.maxAmount, { symbol: token.symbol })}
            disabled={!maxReady}
            onClick={() => onChange({ amount: formatUnits(maxSendAmount(token, form.fee), token.decimals) })}
          >
            {sendMessages.max}
          </button>
        }
      />
    </>
  );
}
