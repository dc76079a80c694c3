import { formatMessage } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useAirlockNetwork } from '../hooks/use-airlock-network';
import { ThemedButton } from '../ui/themed-button';
import { useMessages } from '../i18n/use-messages';

/** The active network; opens the network list (or UnsupportedChain when on a network the app does not support). */
export function NetworkButton() {
  const messages = useMessages();
  const client = useAirlock();
  const { network, supported } = useAirlockNetwork();
  const name = supported ? (network?.name ?? messages.selectNetwork) : messages.wrongNetwork;
  return (
    <ThemedButton
      connected
      aria-label={formatMessage(messages.networkNamed, { network: name })}
      onClick={() => client.open({ view: supported ? 'Networks' : 'UnsupportedChain' })}
    >
      {name}
    </ThemedButton>
  );
}
