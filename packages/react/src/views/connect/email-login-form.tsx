import { useId, useState, type FormEvent } from 'react';
import { emailLoginRefusal, en, STORAGE_KEYS, type AirlockClient } from '@airlock/core';

/** The Connect view's first method (spec §2: email, social, wallet): an address, then EmailLogin. */
export function EmailLoginForm({ client }: { client: AirlockClient }) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState(client.storage.get<string>(STORAGE_KEYS.email) ?? '');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // Refused here, in place, before EmailLogin opens; connectEmail checks the same again.
    const refusal = emailLoginRefusal(address, client.storage.get<number>(STORAGE_KEYS.lastEmailLoginTime));
    setError(refusal);
    if (refusal) return;
    client.router.push('EmailLogin', { email: address });
    // EmailLogin shows how it goes; what fails is in client.embedded.
    client.connectEmail(address).catch(() => undefined);
  };

  return (
    <form className="airlock-email-form" aria-label={en.emailLogin} onSubmit={submit} noValidate>
      <label className="airlock-visually-hidden" htmlFor={inputId}>
        {en.email}
      </label>
      <input
        id={inputId}
        // The first connect method (spec §2): keyboard users start here.
        data-initial-focus=""
        className="airlock-search-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={en.emailPlaceholder}
        maxLength={254}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="airlock-button" data-variant="primary">
        {en.continueWithEmail}
      </button>
      {error ? (
        <p id={errorId} className="airlock-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
