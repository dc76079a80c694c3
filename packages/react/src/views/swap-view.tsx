import { useCallback, useEffect, useRef, useState } from 'react';
import {
  enSend,
  isFeatureEnabled,
  type ChainState,
  type FeaturesState,
  type RouterState,
  type SwapActions,
  type SwapFormState,
} from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { useCataloguePart } from '../i18n/use-catalogue-part';
import { installSheet } from '../styles/install-stylesheet';
import { SWAP_CSS } from '../styles/swap-css';
import { PendingActions } from '../ui/pending-actions';
import { Spinner } from '../ui/spinner';
import { useAccountSectionsStyles } from './account-sections-styles';
import { SwapActionsContext, useSwapActions } from './swap/swap-actions-context';
import { useSwapTexts } from './swap/use-swap-texts';
import { SwapForm } from './swap/swap-form';
import { SwapProgress } from './swap/swap-progress';
import { SwapReview } from './swap/swap-review';

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
  const [actions, setActions] = useState<SwapActions>();
  const [failed, setFailed] = useState(false);
  // The chain node's errors are worded in the send part: loaded with the view, so a failure reads in the modal's language.
  useCataloguePart('send', enSend);

  // The swap logic is a chunk of its own (client.swap()); its own loader here, as sharing one with the Account view's
  // button would make a chunk named in the dApp's first load.
  const load = useCallback(() => {
    setFailed(false);
    client.swap().then(setActions, () => setFailed(true));
  }, [client]);
  useEffect(() => {
    if (enabled) load();
  }, [enabled, load]);

  if (!enabled) return null;
  if (failed || !actions) return <PendingActions failed={failed} onRetry={load} />;
  return (
    <SwapActionsContext.Provider value={actions}>
      <SwapSteps />
    </SwapActionsContext.Provider>
  );
}

/** The swap's steps once its actions have loaded: tokens loading, not supported, the form, its review, the progress. */
function SwapSteps() {
  const client = useAirlock();
  const actions = useSwapActions();
  const texts = useSwapTexts();
  const args = useExternalState(client.router, selectData);
  const network = useExternalState(client.chain, selectNetwork);
  const status = useExternalState(actions.form, selectStatus);

  // What open() asked for applies once, when the view opens with it.
  const asked = useRef(args);
  asked.current = args;
  useEffect(() => actions.start(asked.current), [actions]);
  useEffect(() => {
    if (network) void actions.loadTokens();
  }, [actions, network]);

  if (status.tokensStatus === 'idle' || status.tokensStatus === 'loading')
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
  if (status.step === 'form') return <SwapForm />;
  return status.step === 'preview' ? <SwapReview /> : <SwapProgress />;
}
