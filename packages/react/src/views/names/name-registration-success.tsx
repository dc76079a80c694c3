import { useEffect, useRef } from 'react';
import { formatMessage, type NameActions, type NameRegistrationState } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { useNameTexts } from './use-name-texts';

const selectRegistered = (state: NameRegistrationState) => state.registeredName;

/** RegisterAccountNameSuccess (spec §2): the name registered, and the way back to the account. */
export function NameRegistrationSuccess({ actions }: { actions: NameActions }) {
  const texts = useNameTexts();
  const client = useAirlock();
  const name = useExternalState(actions.registration, selectRegistered);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="airlock-center" role="status">
      <h3 ref={heading} className="airlock-heading" tabIndex={-1}>
        {texts.registered}
      </h3>
      {name ? <p data-testid="airlock-registered-name">{formatMessage(texts.registeredText, { name })}</p> : null}
      <button
        type="button"
        className="airlock-button"
        data-variant="primary"
        data-block="true"
        onClick={() => {
          actions.start();
          client.router.reset('Account');
        }}
      >
        {texts.backToAccount}
      </button>
    </div>
  );
}
