import { useMemo } from 'react';
import type { ChainState, SwapFormState } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { useSwapActions } from './swap-actions-context';
import { useSwapTexts } from './use-swap-texts';

const selectChain = (state: ChainState) => state;
const selectForm = (state: SwapFormState) => state;

/** The Swap form's state and what it means for the active account (tokens chosen, holdings, checks). */
export function useSwapDraft() {
  const client = useAirlock();
  const actions = useSwapActions();
  const chain = useExternalState(client.chain, selectChain);
  const form = useExternalState(actions.form, selectForm);
  const swap = useSwapTexts();
  // The draft reads the chain and form these hold, through the actions.
  const draft = useMemo(() => actions.draft(swap), [actions, chain, form, swap]);
  return { form, draft, actions };
}
