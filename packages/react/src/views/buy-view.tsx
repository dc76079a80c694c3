import { useEffect, useState } from 'react';
import { type AirlockClient, isFeatureEnabled, type ChainState, type FeaturesState, type OnrampState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { useLoadedActions } from '../hooks/use-loaded-actions';
import { BUY_CSS } from '../styles/buy-css';
import { installSheet } from '../styles/install-stylesheet';
import { PendingActions } from '../ui/pending-actions';
import { Spinner } from '../ui/spinner';
import { useAccountSectionsStyles } from './account-sections-styles';
import { BuyActionsContext, useBuyActions } from './buy/buy-actions-context';
import { BuyForm } from './buy/buy-form';
import { BuyProgress } from './buy/buy-progress';
import { BuyResult } from './buy/buy-result';
import { useBuyTexts } from './buy/use-buy-texts';

const loadOnrampActions = (client: AirlockClient) => client.onramp();
const selectOnrampEnabled = (state: FeaturesState) => isFeatureEnabled(state, 'onramp');
const selectNetwork = (state: ChainState) => state.namespaces[state.activeNamespace]?.network.caipNetwork?.caipNetworkId;
const selectStatus = (state: OnrampState) => ({
  step: state.step,
  optionsStatus: state.optionsStatus,
  optionsNetwork: state.optionsNetwork,
});

/**
 * Buy (on-ramp, spec §2 `onramp`): opened from the Account view while the feature is on (locally and for the project).
 * The form and quote, then "Buy in progress" while the visitor pays in the provider's checkout, then success or failure.
 */
export function BuyView() {
  useAccountSectionsStyles();
  installSheet('buy', BUY_CSS);
  const client = useAirlock();
  const enabled = useExternalState(client.features, selectOnrampEnabled);
  // The on-ramp logic is a chunk of its own (client.onramp()), loaded here and by the Account view's Buy button.
  const { actions, failed, retry } = useLoadedActions(client, loadOnrampActions, enabled);

  if (!enabled) return null;
  if (failed || !actions) return <PendingActions failed={failed} onRetry={retry} />;
  return (
    <BuyActionsContext.Provider value={actions}>
      <BuySteps />
    </BuyActionsContext.Provider>
  );
}

function BuySteps() {
  const client = useAirlock();
  const actions = useBuyActions();
  const texts = useBuyTexts();
  const network = useExternalState(client.chain, selectNetwork);
  const status = useExternalState(actions.store, selectStatus);
  const [popupBlocked, setPopupBlocked] = useState(false);

  useEffect(() => {
    if (network) void actions.loadOptions();
  }, [actions, network]);

  if (status.step === 'checkout') return <BuyProgress popupBlocked={popupBlocked} />;
  if (status.step === 'success' || status.step === 'failed') return <BuyResult />;
  if (status.optionsStatus === 'idle' || status.optionsStatus === 'loading' || status.optionsNetwork !== network)
    return (
      <div className="airlock-center">
        <Spinner label={texts.loadingOptions} />
      </div>
    );
  if (status.optionsStatus === 'failed')
    return (
      <div className="airlock-center">
        <p className="airlock-error" role="alert">
          {texts.optionsFailed}
        </p>
        <button type="button" className="airlock-button" onClick={() => void actions.loadOptions({ force: true })}>
          {texts.tryAgain}
        </button>
      </div>
    );
  if (!actions.supported())
    return (
      <p className="airlock-center airlock-muted" role="status" data-testid="airlock-buy-unsupported">
        {texts.notSupported}
      </p>
    );
  return <BuyForm onPopupBlocked={setPopupBlocked} />;
}
