import { useEffect, useRef } from 'react';
import { enSend, enSwap, isFeatureEnabled, type ChainState, type FeaturesState, type RouterState, type SwapFormState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { useCataloguePart } from '../i18n/use-catalogue-part';
import { installSheet } from '../styles/install-stylesheet';
import { SWAP_CSS } from '../styles/swap-css';
import { Spinner } from '../ui/spinner';
import { useAccountSectionsStyles } from './account-sections-styles';
import { SwapActionsContext } from './swap/swap-actions-context';
import { SwapForm } from './swap/swap-form';
import { SwapProgress } from './swap/swap-progress';
import { SwapReview } from './swap/swap-review';
import { useLoadedSwapActions } from './swap/use-loaded-swap-actions';
import { useExternalStateOf } from './swap/use-external-state-of';

const selectSwapsEnabled = (state: FeaturesState) => isFeatureEnabled(state, 'swaps');
const selectData = (state: RouterState) => state.data?.swap;
const selectNetwork = (state: ChainState) => state.namespaces[state.activeNamespace]?.network.caipNetwork?.caipNetworkId;
const selectStatus = (state: SwapFormState) => ({ step: state.step, tokensStatus: state.tokensStatus });

/**
 * Swap (spec §2): opened from the Account view, or by `open({ view: 'Swap', data: { swap: { fromToken, toToken, amount } } })`,
 * which fills the form in. The form, its review, then the approval and swap's progress; a network with no swap support says so.
 */
export function SwapView() {
  useAccountSectionsStyles();
  installSheet('swap', SWAP_CSS);
  const client = useAirlock();
  const enabled = useExternalState(client.features, selectSwapsEnabled);
  const args = useExternalState(client.router, selectData);
  const network = useExternalState(client.chain, selectNetwork);
  const { actions, failed, retry } = useLoadedSwapActions(client, enabled);
  const texts = useCataloguePart('swap', enSwap);
  // The chain node's errors are worded in the send part: loaded with the view, so a failure reads in the modal's language.
  useCataloguePart('send', enSend);
  const status = useExternalStateOf(actions?.form, selectStatus);

  // What open() asked for applies once, when the view opens with it (or its code has loaded).
  const asked = useRef(args);
  asked.current = args;
  useEffect(() => {
    if (actions) actions.start(asked.current);
  }, [actions]);
  useEffect(() => {
    if (actions && network) void actions.loadTokens();
  }, [actions, network]);

  if (!enabled) return null;
  if (failed)
    return (
      <div className="airlock-center">
        <p className="airlock-error" role="alert">
          {texts.tokensFailed}
        </p>
        <button type="button" className="airlock-button" onClick={retry}>
          {texts.tryAgain}
        </button>
      </div>
    );
  if (!actions || !status || status.tokensStatus === 'idle' || status.tokensStatus === 'loading')
    return (
      <div className="airlock-center">
        <Spinner label={texts.loadingTokens} />
      </div>
    );
  if (status.tokensStatus === 'unsupported' && status.step === 'form')
    return (
      <p className="airlock-center airlock-muted" role="status" data-testid="airlock-swap-unsupported">
        {texts.networkNotSupported}
      </p>
    );
  if (status.tokensStatus === 'failed' && status.step === 'form')
    return (
      <div className="airlock-center">
        <p className="airlock-error" role="alert">
          {texts.tokensFailed}
        </p>
        <button type="button" className="airlock-button" onClick={() => void actions.loadTokens()}>
          {texts.tryAgain}
        </button>
      </div>
    );
  return (
    <SwapActionsContext.Provider value={actions}>
      {status.step === 'form' ? <SwapForm /> : status.step === 'preview' ? <SwapReview /> : <SwapProgress />}
    </SwapActionsContext.Provider>
  );
}
