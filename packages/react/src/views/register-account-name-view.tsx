import { useEffect } from 'react';
import type { RouterState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { installSheet } from '../styles/install-stylesheet';
import { NAMES_CSS } from '../styles/names-css';
import { PendingActions } from '../ui/pending-actions';
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
  const view = useExternalState(useAirlock().router, selectView);
  const { actions, failed, retry } = useNameActions();
  const success = view === 'RegisterAccountNameSuccess';
  useEffect(() => {
    if (actions && !success) actions.start();
  }, [actions, success]);

  if (failed || !actions) return <PendingActions failed={failed} onRetry={retry} />;
  return success ? <NameRegistrationSuccess actions={actions} /> : <NameRegistrationForm actions={actions} />;
}
