import { en, enSend, isFeatureEnabled, type ChainState, type FeaturesState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useAccountSectionsStyles } from './account-sections-styles';
import { useExternalState } from '../hooks/use-external-state';
import { NetworkBadge } from '../ui/network-list';
import { QrCode } from '../ui/qr-code';
import { copyToClipboard } from '../ui/copy-to-clipboard';

const selectReceiveEnabled = (state: FeaturesState) => isFeatureEnabled(state, 'receive');
const selectReceiving = (state: ChainState) => {
  const active = state.namespaces[state.activeNamespace];
  return { address: active?.account.address, namespace: state.activeNamespace, networks: state.networks };
};

/** Receive: the address as a QR code and text to copy, and the configured networks of its namespace. */
export function ReceiveView() {
  useAccountSectionsStyles();
  const client = useAirlock();
  const enabled = useExternalState(client.features, selectReceiveEnabled);
  const { address, namespace, networks } = useExternalState(client.chain, selectReceiving);
  if (!enabled || !address) return null;
  const receivingNetworks = networks.filter((network) => network.chainNamespace === namespace);

  const copy = () => copyToClipboard(client.toasts, address, { copied: en.addressCopied, failed: en.copyFailed });

  return (
    <div className="airlock-stack">
      <div className="airlock-center">
        <QrCode value={address} label={enSend.receiveAddressQrCode} />
        <p className="airlock-break" data-testid="airlock-receive-address">
          {address}
        </p>
        <button type="button" className="airlock-button" data-initial-focus="" onClick={copy}>
          {enSend.copyAddressButton}
        </button>
      </div>
      <h3 className="airlock-section-title" id="airlock-receive-networks">
        {enSend.receiveNetworks}
      </h3>
      <ul className="airlock-list" aria-labelledby="airlock-receive-networks">
        {receivingNetworks.map((network) => (
          <li key={network.caipNetworkId} className="airlock-row airlock-row-static">
            <NetworkBadge network={network} />
            <span className="airlock-row-label">{network.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
