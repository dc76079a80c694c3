import { useMemo } from 'react';
import { enNftSend, enSend, sendDraft, type ChainState, type SendFormState } from '@airlock/core';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';

const selectChain = (state: ChainState) => state;
const selectForm = (state: SendFormState) => state;

/** The Send form's state and what it means for the active account (tokens, chosen token, checks). */
export function useSendDraft() {
  const client = useAirlock();
  const chain = useExternalState(client.chain, selectChain);
  const form = useExternalState(client.sendForm, selectForm);
  const send = useCataloguePart('send', enSend);
  const nftSend = useCataloguePart('nftSend', enNftSend);
  const draft = useMemo(() => sendDraft(chain, form, { send, nftSend }), [chain, form, send, nftSend]);
  return { form, draft };
}
