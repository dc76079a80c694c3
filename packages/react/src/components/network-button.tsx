import { en } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useAirlockNetwork } from '../hooks/use-airlock-network';
import { ThemedButton } from '../ui/themed-button';

/** The active network; opens the network list (or UnsupportedChain when on a network the app does not support). */
export function NetworkButton() {
  const client = useAirlock();
  const { network, supported } = useAirlockNetwork();
  const name = supported ? (network?.name ?? en.selectNetwork) : en.wrongNetwork;
  return (
    <ThemedButton
      connected
      aria-label={`${en.network}: ${name}`}
      onClick={() => client.open({ view: supported ? 'Networks' : 'UnsupportedChain' })}
    >
      {name}
    </ThemedButton>
  );
}
