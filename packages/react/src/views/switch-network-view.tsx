import { useCallback, useState } from 'react';
import { isAirlockError, type RouterState, formatMessage } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { useRunOnce } from '../hooks/use-run-once';
import { NetworkBadge } from '../ui/network-list';
import { Spinner } from '../ui/spinner';
import { useMessages } from '../i18n/use-messages';

const selectData = (state: RouterState) => state.data;

/** Asks the wallet to switch; declined offers a retry, any other failure navigates back (spec §2). */
export function SwitchNetworkView() {
  const messages = useMessages();
  const client = useAirlock();
  const network = useExternalState(client.router, selectData)?.network;
  const [declined, setDeclined] = useState(false);

  const start = useCallback(() => {
    if (!network) return;
    setDeclined(false);
    client.switchNetwork(network).then(
      () => client.navigateAfterNetworkSwitch(),
      (error: unknown) => {
        if (isAirlockError(error, 'USER_REJECTED')) {
          setDeclined(true);
          return;
        }
        client.toasts.show(messages.switchFailed, 'error');
        client.goBack();
      },
    );
  }, [client, network, messages.switchFailed]);

  useRunOnce(start);

  if (!network) return null;
  return (
    <div className="airlock-center">
      <span className="airlock-wallet-wait">
        {!declined && <Spinner />}
        <NetworkBadge network={network} />
      </span>
      {declined ? (
        <>
          <p className="airlock-error" role="alert">
            {messages.switchDeclined}
          </p>
          <p className="airlock-muted">{messages.switchDeclinedHint}</p>
          <button type="button" className="airlock-button" data-variant="primary" onClick={start} autoFocus>
            {messages.tryAgain}
          </button>
        </>
      ) : (
        <div role="status">
          <p className="airlock-heading">{formatMessage(messages.switchingTo, { network: network.name })}</p>
          <p className="airlock-muted">{messages.approveInWallet}</p>
        </div>
      )}
    </div>
  );
}
