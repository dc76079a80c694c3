import { en } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useAirlockNetwork } from '../hooks/use-airlock-network';
import { NetworkList } from '../ui/network-list';

export function NetworksView() {
  const client = useAirlock();
  const { network, supported, networks } = useAirlockNetwork();
  return (
    <NetworkList
      networks={networks}
      current={supported ? network : undefined}
      onSelect={client.selectNetwork}
      label={en.networks}
    />
  );
}
