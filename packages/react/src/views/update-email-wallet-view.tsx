import { useId, useState, type FormEvent } from 'react';
import { en, INVALID_EMAIL_MESSAGE, isEmailAddress, type EmbeddedState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { Spinner } from '../ui/spinner';
import { EmbeddedFrameSlot } from './embedded/embedded-frame-slot';

const selectUpdate = (state: EmbeddedState) => ({ emailUpdate: state.emailUpdate, current: state.user?.email ?? undefined });

/**
 * UpdateEmailWallet (spec §2, §4): the new address here, then the secure frame asks in place for the
 * code sent to the current address and the one sent to the new address; this page never sees them.
 */
export function UpdateEmailWalletView() {
  const client = useAirlock();
  const { emailUpdate, current } = useExternalState(client.embedded, selectUpdate);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  if (emailUpdate?.status === 'sending' || emailUpdate?.status === 'in-frame') {
    const status =
      emailUpdate.status === 'sending'
        ? en.sendingCode(current ?? emailUpdate.email)
        : emailUpdate.action === 'VERIFY_PRIMARY_OTP' && current
          ? en.updateEmailCodes(current, emailUpdate.email)
          : en.enterCodeFor(emailUpdate.email);
    return (
      <div className="airlock-email-login">
        <p className="airlock-muted" role="status">
          {status}
        </p>
        {emailUpdate.status === 'sending' ? <Spinner /> : null}
        <EmbeddedFrameSlot />
      </div>
    );
  }

  const error = invalid ? INVALID_EMAIL_MESSAGE : emailUpdate?.status === 'failed' ? emailUpdate.error : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // Refused here, in place; updateEmail checks the same again.
    setInvalid(!isEmailAddress(address));
    if (!isEmailAddress(address)) return;
    // How it goes (the frame's form, a refusal) is in client.embedded; success returns to Account.
    client.updateEmail(address).catch(() => undefined);
  };

  return (
    <form className="airlock-email-form" aria-label={en.updateEmail} onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{en.email}</label>
      <input
        id={inputId}
        data-initial-focus=""
        className="airlock-search-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={en.emailPlaceholder}
        maxLength={254}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => setEmail(event.target.value)}
      />
      <p id={hintId} className="airlock-muted">
        {en.newEmailHint}
      </p>
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
