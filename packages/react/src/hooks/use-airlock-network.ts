import type { ChainState, Network } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from './use-external-state';

const selectNetwork = (state: ChainState) => {
  const network = state.namespaces[state.activeNamespace]?.network;
  return { network: network?.caipNetwork, supported: network?.supported ?? true, networks: state.networks };
};

export function useAirlockNetwork(): {
  network: Network | undefined;
  supported: boolean;
  networks: readonly Network[];
  switchNetwork: (network: Network) => Promise<void>;
} {
  const client = useAirlock();
  return { ...useExternalState(client.chain, selectNetwork), switchNetwork: client.switchNetwork };
}
