import { useState } from 'react';
import { isAirlockError, type Network } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useAirlockNetwork } from '../hooks/use-airlock-network';
import { WarningIcon } from '../ui/warning-icon';
import { NetworkList } from '../ui/network-list';
import { useMessages } from '../i18n/use-messages';

/** The wallet sits on a network this app does not support: switch to one that is, or disconnect. */
export function UnsupportedChainView() {
  const messages = useMessages();
  const client = useAirlock();
  const { networks } = useAirlockNetwork();
  const [error, setError] = useState<string>();

  const choose = (network: Network) => {
    setError(undefined);
    client.switchNetwork(network).then(
      // Closes the modal, unless the new network asks for a sign-in (spec §4), which stays.
      () => client.navigateAfterNetworkSwitch(),
      (reason: unknown) => setError(isAirlockError(reason, 'USER_REJECTED') ? messages.switchDeclined : messages.switchFailed),
    );
  };

  return (
    <div className="airlock-stack">
      <div className="airlock-center">
        <WarningIcon />
        <p className="airlock-muted">{messages.unsupportedChainHint}</p>
        {error && (
          <p className="airlock-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <NetworkList networks={networks} onSelect={choose} label={messages.availableNetworks} />
      <button
        type="button"
        className="airlock-button"
        data-variant="danger"
        data-block="true"
        onClick={() => void client.disconnect().catch(() => {})}
      >
        {messages.disconnect}
      </button>
    </div>
  );
}
