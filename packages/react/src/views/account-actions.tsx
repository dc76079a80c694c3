import { en, isFeatureEnabled, type FeaturesState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { openTokenSend } from './send/open-send';

const selectActions = (state: FeaturesState) => ({ send: isFeatureEnabled(state, 'send'), receive: isFeatureEnabled(state, 'receive') });

/** The Account view's Send and Receive, each shown while its feature is on (spec §2, feature sections). */
export function AccountActions() {
  const client = useAirlock();
  const { send, receive } = useExternalState(client.features, selectActions);
  if (!send && !receive) return null;
  return (
    <div className="airlock-account-actions">
      {send ? (
        <button type="button" className="airlock-button" onClick={() => openTokenSend(client)}>
          {en.send}
        </button>
      ) : null}
      {receive ? (
        <button type="button" className="airlock-button" onClick={() => client.router.push('Receive')}>
          {en.receive}
        </button>
      ) : null}
    </div>
  );
}
