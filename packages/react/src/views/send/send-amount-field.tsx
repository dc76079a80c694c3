import { useId, type ReactNode } from 'react';

interface SendAmountFieldProps {
  label: string;
  inputMode: 'decimal' | 'numeric';
  placeholder?: string;
  value: string;
  error: string | undefined;
  /** What the account holds, shown under the field and read with it. */
  holding: ReactNode;
  onChange: (value: string) => void;
  /** Beside the input (the token form's Max). */
  action?: ReactNode;
}

/** The Send form's amount: the input (with its holding and error read with it) and, for tokens, a Max button beside it. */
export function SendAmountField({ label, inputMode, placeholder, value, error, holding, onChange, action }: SendAmountFieldProps) {
  const inputId = useId();
  const holdingId = useId();
  const errorId = useId();
  const input = (
    <input
      id={inputId}
      data-initial-focus=""
      className="airlock-search-input"
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={[holdingId, error ? errorId : undefined].filter(Boolean).join(' ')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className="airlock-field">
      <label htmlFor={inputId}>{label}</label>
      {action ? (
        <div className="airlock-field-row">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      <p id={holdingId} className="airlock-muted">
        {holding}
      </p>
      {error ? (
        <p id={errorId} className="airlock-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
