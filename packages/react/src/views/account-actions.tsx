import { useEffect, useRef } from 'react';
import { isFeatureEnabled, type FeaturesState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { rememberAccountAction, takeAccountAction } from './account-action-opener';
import { openTokenSend } from './send/open-send';
import { useMessages } from '../i18n/use-messages';

const selectActions = (state: FeaturesState) => ({ send: isFeatureEnabled(state, 'send'), receive: isFeatureEnabled(state, 'receive') });

/** The Account view's Send and Receive, each shown while its feature is on (spec §2, feature sections). */
export function AccountActions() {
  const messages = useMessages();
  const client = useAirlock();
  const { send, receive } = useExternalState(client.features, selectActions);
  const sendButton = useRef<HTMLButtonElement>(null);
  const receiveButton = useRef<HTMLButtonElement>(null);

  // Back from Send or Receive: focus returns to the button that opened it. This runs before the
  // modal's own view focus, which then keeps it.
  useEffect(() => {
    const action = takeAccountAction(client);
    (action === 'Send' ? sendButton : action === 'Receive' ? receiveButton : undefined)?.current?.focus();
  }, [client]);

  if (!send && !receive) return null;
  return (
    <div className="airlock-account-actions">
      {send ? (
        <button
          type="button"
          className="airlock-button"
          ref={sendButton}
          onClick={() => {
            rememberAccountAction(client, 'Send');
            openTokenSend(client);
          }}
        >
          {messages.send}
        </button>
      ) : null}
      {receive ? (
        <button
          type="button"
          className="airlock-button"
          ref={receiveButton}
          onClick={() => {
            rememberAccountAction(client, 'Receive');
            client.router.push('Receive');
          }}
        >
          {messages.receive}
        </button>
      ) : null}
    </div>
  );
}
