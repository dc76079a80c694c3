import { enSend, isFeatureEnabled, type ChainState, type FeaturesState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useAccountSectionsStyles } from './account-sections-styles';
import { useExternalState } from '../hooks/use-external-state';
import { NetworkBadge } from '../ui/network-list';
import { QrCode } from '../ui/qr-code';
import { copyToClipboard } from '../ui/copy-to-clipboard';
import { useMessages } from '../i18n/use-messages';
import { useCataloguePart } from '../i18n/use-catalogue-part';

const selectReceiveEnabled = (state: FeaturesState) => isFeatureEnabled(state, 'receive');
const selectReceiving = (state: ChainState) => {
  const active = state.namespaces[state.activeNamespace];
  return { address: active?.account.address, namespace: state.activeNamespace, networks: state.networks };
};

/** Receive: the address as a QR code and text to copy, and the configured networks of its namespace. */
export function ReceiveView() {
  const messages = useMessages();
  const sendMessages = useCataloguePart('send', enSend);
  useAccountSectionsStyles();
  const client = useAirlock();
  const enabled = useExternalState(client.features, selectReceiveEnabled);
  const { address, namespace, networks } = useExternalState(client.chain, selectReceiving);
  if (!enabled || !address) return null;
  const receivingNetworks = networks.filter((network) => network.chainNamespace === namespace);

  const copy = () => copyToClipboard(client.toasts, address, { copied: messages.addressCopied, failed: messages.copyFailed });

  return (
    <div className="airlock-stack">
      <div className="airlock-center">
        <QrCode value={address} label={sendMessages.receiveAddressQrCode} />
        <p className="airlock-break" data-testid="airlock-receive-address">
          {address}
        </p>
        <button type="button" className="airlock-button" data-initial-focus="" onClick={copy}>
          {sendMessages.copyAddressButton}
        </button>
      </div>
      <h3 className="airlock-section-title" id="airlock-receive-networks">
        {sendMessages.receiveNetworks}
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
