import type { Network } from '@airlock/core';

import { CheckIcon } from './icons';
import { useMessages } from '../i18n/use-messages';

export function NetworkBadge({ network }: { network: Network }) {
  return <span className="airlock-network-dot" data-letter={network.name.slice(0, 1).toUpperCase()} aria-hidden="true" />;
}

/** The configured networks as buttons; the current one is marked for sight and for screen readers. */
export function NetworkList({
  networks,
  current,
  onSelect,
  label,
}: {
  networks: readonly Network[];
  current?: Network;
  onSelect: (network: Network) => void;
  label: string;
}) {
  const messages = useMessages();
  return (
    <ul className="airlock-list" aria-label={label}>
      {networks.map((network) => {
        const isCurrent = current?.caipNetworkId === network.caipNetworkId;
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="airlock-row"
              aria-current={isCurrent ? 'true' : undefined}
              aria-label={isCurrent ? `${network.name}, ${messages.currentNetwork}` : undefined}
              onClick={() => onSelect(network)}
            >
              <NetworkBadge network={network} />
              <span className="airlock-row-label">{network.name}</span>
              {isCurrent && <CheckIcon />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
