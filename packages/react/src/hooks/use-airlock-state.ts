import type { ChainState, ModalState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from './use-external-state';

const selectModal = (state: ModalState) => ({ open: state.open, loading: state.loading });
const selectChain = (state: ChainState) => ({
  activeNamespace: state.activeNamespace,
  selectedNetworkId: state.namespaces[state.activeNamespace]?.network.caipNetwork?.caipNetworkId,
});

/** Whether the modal is open or loading, and the selected network. */
export function useAirlockState() {
  const client = useAirlock();
  return { ...useExternalState(client.modal, selectModal), ...useExternalState(client.chain, selectChain) };
}
