import { useAirlock } from '../context/airlock-context';
import { useAirlockNetwork } from '../hooks/use-airlock-network';
import { NetworkList } from '../ui/network-list';
import { useMessages } from '../i18n/use-messages';

export function NetworksView() {
  const messages = useMessages();
  const client = useAirlock();
  const { network, supported, networks } = useAirlockNetwork();
  return (
    <NetworkList networks={networks} current={supported ? network : undefined} onSelect={client.selectNetwork} label={messages.networks} />
  );
}
