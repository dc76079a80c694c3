import { useEffect, useId, useRef, type FormEvent } from 'react';
import { CONNECTOR_IDS, formatMessage, type NameActions, type NameRegistrationState } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { Spinner } from '../../ui/spinner';
import { EmbeddedFrameSlot } from '../embedded/embedded-frame-slot';
import { nameLabelMessage } from './name-label-message';
import { useNameTexts } from './use-name-texts';

/** A pause after typing before availability is asked, so each keystroke is not a request. */
export const NAME_CHECK_DELAY_MS = 300;

const selectRegistration = (state: NameRegistrationState) => state;

/**
 * RegisterAccountName (spec §2): the label with the suffix shown, checked against the rules in place and against the
 * server as typed (debounced), free suggestions to pick, Register; then the wallet's signature request (the email
 * wallet's approval shows here, in its frame). A failure comes back here with 'Error registering name {name}'.
 */
export function NameRegistrationForm({ actions }: { actions: NameActions }) {
  const texts = useNameTexts();
  const client = useAirlock();
  const state = useExternalState(actions.registration, selectRegistration);
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const signing = state.step === 'signing';
  // Each step focuses its own first thing: the field (also back from a failure), or the signature request's heading.
  useEffect(() => (signing ? heading.current : input.current)?.focus(), [signing]);

  const label = state.label.trim();
  useEffect(() => {
    if (!label || actions.labelProblem(label) !== undefined) return;
    const timer = setTimeout(() => void actions.checkLabel().catch(() => undefined), NAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [actions, label]);

  const full = `${label.toLowerCase()}.${actions.suffix}`;
  if (signing) {
    const embedded = client.chain.getState().namespaces.eip155?.account.connectorId === CONNECTOR_IDS.auth;
    return (
      <div className="airlock-center airlock-name-signing" role="status" aria-live="polite">
        <Spinner />
        <h3 ref={heading} className="airlock-heading" tabIndex={-1}>
          {formatMessage(texts.signInWallet, { name: full })}
        </h3>
        {embedded ? <EmbeddedFrameSlot /> : null}
      </div>
    );
  }

  const message = nameLabelMessage(actions, state, full, texts);
  const canRegister = label.length > 0 && actions.labelProblem(label) === undefined && state.availability !== 'taken';
  const register = (event: FormEvent) => {
    event.preventDefault();
    if (canRegister) void actions.register();
  };

  return (
    <form className="airlock-name-form" aria-label={texts.registerForm} onSubmit={register} noValidate>
      {state.failedName ? (
        <p className="airlock-error" role="alert">
          {formatMessage(texts.registerFailed, { name: state.failedName })}
        </p>
      ) : null}
      <div className="airlock-field">
        <label htmlFor={inputId}>{texts.nameField}</label>
        <div className="airlock-name-input">
          <input
            ref={input}
            id={inputId}
            className="airlock-search-input"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={state.label}
            aria-invalid={message.error ? true : undefined}
            aria-describedby={`${hintId} ${messageId}`}
            onChange={(event) => actions.setLabel(event.target.value)}
          />
          <span className="airlock-name-suffix" aria-hidden="true">
            .{actions.suffix}
          </span>
        </div>
        <p id={hintId} className="airlock-muted">
          {formatMessage(texts.nameHint, { min: actions.limits.min, suffix: actions.suffix })}
        </p>
        <div id={messageId} className="airlock-name-status">
          {message.error ? (
            <p className="airlock-error" role="alert">
              {message.error}
            </p>
          ) : (
            <p className="airlock-muted" role="status" aria-live="polite" data-available={message.available || undefined}>
              {message.status}
            </p>
          )}
        </div>
      </div>
      {state.suggestions.length > 0 ? (
        <div role="group" aria-label={texts.suggestions}>
          <p className="airlock-muted">{texts.suggestions}</p>
          <ul className="airlock-name-suggestions">
            {state.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="airlock-button"
                  aria-label={formatMessage(texts.useSuggestion, { name: suggestion.name })}
                  onClick={() => {
                    actions.setLabel(suggestion.name.slice(0, -(actions.suffix.length + 1)));
                    input.current?.focus();
                  }}
                >
                  {suggestion.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="submit" className="airlock-button" data-variant="primary" data-block="true" disabled={!canRegister}>
        {texts.register}
      </button>
    </form>
  );
}
