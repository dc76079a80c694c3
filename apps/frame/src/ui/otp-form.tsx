import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { frameErrorText } from '../i18n/frame-error-text';
import { useFrameText } from '../i18n/frame-text-store';
import type { OtpPrompt } from './otp-prompt-store';
import './otp-form.css';

export interface OtpFormProps {
  prompt: Extract<OtpPrompt, { open: true }>;
  onSubmit(code: string): void;
  onCancel(): void;
  /** The heading and the line under it, for a code asked for something other than login (a key export, an email change). */
  title?: string;
  hint?: ReactNode;
}

/**
 * The one-time-code form, in the frame only: the code goes from this input to the server and
 * nowhere else (never through the dApp page). For a login it is the field and Continue alone: the
 * modal above it already says where the code went ("Enter the 6-digit code we sent to …") and has
 * the Back that cancels. A code asked for something else (a key export, an email change) comes
 * with its own heading, line and Cancel.
 */
export function OtpForm({ prompt, onSubmit, onCancel, title, hint }: OtpFormProps) {
  const text = useFrameText();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
    input.current?.focus();
  };

  return (
    <form
      className={title ? 'frame-card otp-form' : 'frame-card otp-form otp-form--login'}
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      aria-busy={prompt.busy}
    >
      {title && <h1 className="otp-form__title">{title}</h1>}
      {hint && (
        <p id={hintId} className="otp-form__hint">
          {hint}
        </p>
      )}
      <label htmlFor={inputId} className="otp-form__label">
        {text.code.oneTimeCode}
      </label>
      <input
        ref={input}
        id={inputId}
        className="otp-form__input"
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        aria-describedby={[hint ? hintId : undefined, prompt.error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        aria-invalid={prompt.error ? true : undefined}
      />
      <p id={errorId} className="otp-form__error" role="alert">
        {prompt.error ? frameErrorText(prompt.error, text) : ''}
      </p>
      <div className="otp-form__actions">
        <button type="submit" className="otp-form__submit" disabled={prompt.busy}>
          {text.code.continue}
        </button>
        {/* A login's cancel is the modal's Back right above it (which ends the login in the frame too, by RPC_ABORT), or Escape. */}
        {title && (
          <button type="button" className="otp-form__cancel" onClick={onCancel}>
            {text.code.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
