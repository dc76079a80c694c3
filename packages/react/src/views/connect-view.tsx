import { en, type ConnectorsState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { WalletImage } from '../ui/wallet-image';

const selectConnectors = (state: ConnectorsState) => state.connectors;

/** Detected wallets, most recent first. Choosing one opens ConnectingExternal. */
export function ConnectView() {
  const client = useAirlock();
  useExternalState(client.connectors, selectConnectors);
  const connectors = client.listConnectors();
  const recentIds = new Set(client.recentWallets().map((wallet) => wallet.id));

  if (connectors.length === 0) {
    return (
      <div className="airlock-center" role="status">
        <p className="airlock-heading">{en.noWalletsTitle}</p>
        <p className="airlock-muted">{en.noWalletsHint}</p>
      </div>
    );
  }

  return (
    <ul className="airlock-list" aria-label={en.connectWallet}>
      {connectors.map((connector) => (
        <li key={connector.id}>
          <button
            type="button"
            className="airlock-row"
            onClick={() => client.router.push('ConnectingExternal', { connector })}
          >
            <WalletImage src={connector.imageUrl} />
            <span className="airlock-row-label">{connector.name}</span>
            {recentIds.has(connector.id) ? (
              <span className="airlock-tag" data-tone="accent">
                {en.recent}
              </span>
            ) : connector.type === 'ANNOUNCED' || connector.type === 'INJECTED' ? (
              <span className="airlock-tag">{en.installed}</span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
