import { useEffect } from 'react';
import type { PayActions, PayState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { installSheet } from '../styles/install-stylesheet';
import { PAY_CSS } from '../styles/pay-css';
import { PendingActions } from '../ui/pending-actions';
import { PayResult } from './pay/pay-result';
import { PayReview } from './pay/pay-review';
import { usePayActions } from './pay/use-pay-actions';
import { usePayTexts } from './pay/use-pay-texts';

const selectState = (state: PayState) => state;

/** The header names the view in the modal's locale (the view registry only knows the main part's strings). */
function usePayTitle(actions: PayActions) {
  const router = useAirlock().router;
  const title = usePayTexts(actions).title;
  useEffect(() => {
    const { view, data } = router.getState();
    if (view === 'Pay' && data?.title !== title) router.replace('Pay', { ...data, title });
  }, [router, title]);
}

function PayCheckout({ actions }: { actions: PayActions }) {
  const client = useAirlock();
  const state = useExternalState(actions.store, selectState);
  usePayTitle(actions);
  const network = state.payment && client.options.networks.find((candidate) => Number(candidate.id) === state.payment!.chainId);
  if (!state.payment || !network || state.step === 'loading' || state.step === 'connecting')
    return <PendingActions failed={false} onRetry={() => undefined} />;
  if (state.step === 'success' || state.step === 'failed') return <PayResult actions={actions} state={state} network={network} />;
  return <PayReview actions={actions} state={state} network={network} />;
}

/**
 * Pay (issue 22, feature `pay`): the checkout `airlock.pay()` opens, one lazily loaded view: the review, the wallet's
 * request, the server's confirmation, then the receipt.
 */
export function PayView() {
  installSheet('pay', PAY_CSS);
  const { actions, failed, retry } = usePayActions();
  if (failed || !actions) return <PendingActions failed={failed} onRetry={retry} />;
  return <PayCheckout actions={actions} />;
}
