import type { ReactNode, RefObject } from 'react';

export interface SwapTokenFieldProps {
  id: string;
  label: string;
  value: string;
  /** The receiving side: the quote's amount, not typed. */
  readOnly?: boolean;
  onChange?(value: string): void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The token button: its symbol (or 'Select token') and its accessible name. */
  tokenText: string;
  tokenLabel: string;
  tokenButtonRef?: RefObject<HTMLButtonElement | null>;
  onChooseToken(): void;
  /** Under the field: the balance, the USD value, a Max button. */
  footer?: ReactNode;
  error?: string;
  errorId: string;
}

/** One side of the swap: the amount (typed, or quoted) and the token button that opens the picker. */
export function SwapTokenField(props: SwapTokenFieldProps) {
  const { id, label, value, readOnly, error, errorId } = props;
  return (
    <div className="airlock-field airlock-swap-side">
      <label htmlFor={id}>{label}</label>
      <div className="airlock-swap-side-row">
        <input
          id={id}
          ref={props.inputRef}
          className="airlock-search-input airlock-swap-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={value}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => props.onChange?.(event.target.value)}
        />
        <button
          type="button"
          ref={props.tokenButtonRef}
          className="airlock-button airlock-swap-token-button"
          aria-label={props.tokenLabel}
          aria-haspopup="listbox"
          onClick={props.onChooseToken}
        >
          {props.tokenText}
        </button>
      </div>
      {props.footer}
      {error ? (
        <p id={errorId} className="airlock-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
