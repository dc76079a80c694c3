import { useMemo } from 'react';
import { enSwap, swapDraft, type ChainState, type SwapFormState } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { useLocale } from '../../i18n/use-locale';
import { useSwapActions } from './swap-actions-context';

const selectChain = (state: ChainState) => state;
const selectForm = (state: SwapFormState) => state;

/** The Swap form's state and what it means for the active account (tokens chosen, holdings, checks). */
export function useSwapDraft() {
  const client = useAirlock();
  const actions = useSwapActions();
  const chain = useExternalState(client.chain, selectChain);
  const form = useExternalState(actions.form, selectForm);
  const swap = useCataloguePart('swap', enSwap);
  const { locale } = useLocale();
  const draft = useMemo(() => swapDraft(chain, form, swap, locale), [chain, form, swap, locale]);
  return { form, draft, actions };
}
