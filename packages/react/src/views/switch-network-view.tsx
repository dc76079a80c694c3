import { useCallback, useState } from 'react';
import { en, isAirlockError, type RouterState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { useRunOnce } from '../hooks/use-run-once';
import { NetworkBadge } from '../ui/network-list';
import { Spinner } from '../ui/spinner';

const selectData = (state: RouterState) => state.data;

/** Asks the wallet to switch; declined offers a retry, any other failure navigates back (spec §2). */
export function SwitchNetworkView() {
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
        client.toasts.show(en.switchFailed, 'error');
        client.goBack();
      },
    );
  }, [client, network]);

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
            {en.switchDeclined}
          </p>
          <p className="airlock-muted">{en.switchDeclinedHint}</p>
          <button type="button" className="airlock-button" data-variant="primary" onClick={start} autoFocus>
            {en.tryAgain}
          </button>
        </>
      ) : (
        <div role="status">
          <p className="airlock-heading">{en.switchingTo(network.name)}</p>
          <p className="airlock-muted">{en.approveInWallet}</p>
        </div>
      )}
    </div>
  );
}
