import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '../i18n/use-messages';

export interface EmailAddressFormProps {
  /** The form's accessible name. */
  name: string;
  /** The label is read by screen readers only (the view says what the address is for). */
  hiddenLabel?: boolean;
  /** A line under the field, read with it. */
  hint?: string;
  /** The field's text, kept by the view so that it outlives the form (a failed update shows it again). */
  email: string;
  onEmailChange(email: string): void;
  /** Why an address is refused here, in place, before it is sent; undefined when it is not. */
  refusal(address: string): string | undefined;
  /** An error from elsewhere (a refusal after sending), shown while the form has none of its own. */
  error?: string;
  /** Called with an address the form did not refuse. */
  onAccepted(address: string): void;
}

/** An email address field with Continue: refused in place (field marked invalid, alert under it), else handed on. */
export function EmailAddressForm({
  name,
  hiddenLabel,
  hint,
  email,
  onEmailChange,
  refusal,
  error: outsideError,
  onAccepted,
}: EmailAddressFormProps) {
  const messages = useMessages();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [refused, setRefused] = useState<string>();
  const error = refused ?? outsideError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const reason = refusal(address);
    setRefused(reason);
    if (!reason) onAccepted(address);
  };

  return (
    <form className="airlock-email-form" aria-label={name} onSubmit={submit} noValidate>
      <label className={hiddenLabel ? 'airlock-visually-hidden' : undefined} htmlFor={inputId}>
        {messages.email}
      </label>
      <input
        id={inputId}
        data-initial-focus=""
        className="airlock-search-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={messages.emailPlaceholder}
        maxLength={254}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="airlock-muted">
          {hint}
        </p>
      ) : null}
      <button type="submit" className="airlock-button" data-variant="primary">
        {messages.continueWithEmail}
      </button>
      {error ? (
        <p id={errorId} className="airlock-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
