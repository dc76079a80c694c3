import { useEffect } from 'react';
import type { RouterState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { useMessages } from '../i18n/use-messages';
import { installSheet } from '../styles/install-stylesheet';
import { NAMES_CSS } from '../styles/names-css';
import { Spinner } from '../ui/spinner';
import { NameRegistrationForm } from './names/name-registration-form';
import { NameRegistrationSuccess } from './names/name-registration-success';
import { useNameActions } from './names/use-name-actions';

const selectView = (state: RouterState) => state.view;

/**
 * RegisterAccountName and RegisterAccountNameSuccess (spec §2), one lazily loaded view: the form and the wallet's
 * signature request, then the name registered. Opened from the Account view when the account has no name.
 */
export function RegisterAccountNameView() {
  installSheet('names', NAMES_CSS);
  const messages = useMessages();
  const view = useExternalState(useAirlock().router, selectView);
  const { actions, failed, retry } = useNameActions();
  const success = view === 'RegisterAccountNameSuccess';
  useEffect(() => {
    if (actions && !success) actions.start();
  }, [actions, success]);

  if (failed)
    return (
      <div className="airlock-center">
        <p className="airlock-error" role="alert">
          {messages.moduleLoadFailed}
        </p>
        <button type="button" className="airlock-button" onClick={retry}>
          {messages.tryAgain}
        </button>
      </div>
    );
  if (!actions)
    return (
      <div className="airlock-center">
        <Spinner label={messages.loading} />
      </div>
    );
  return success ? <NameRegistrationSuccess actions={actions} /> : <NameRegistrationForm actions={actions} />;
}
