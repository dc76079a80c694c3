import { useCallback, useState } from 'react';
import { isAirlockError, walletDisplayName, type RouterState, formatMessage } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { useRunOnce } from '../hooks/use-run-once';
import { Spinner } from '../ui/spinner';
import { WalletImage } from '../ui/wallet-image';
import { useMessages } from '../i18n/use-messages';

type Attempt = 'connecting' | 'rejected' | 'failed';

const selectData = (state: RouterState) => state.data;

/** Waits for the detected wallet to approve; a rejection or failure offers a retry. */
export function ConnectingExternalView() {
  const messages = useMessages();
  const client = useAirlock();
  const connector = useExternalState(client.router, selectData)?.connector;
  const [attempt, setAttempt] = useState<Attempt>('connecting');

  const start = useCallback(() => {
    if (!connector) return;
    setAttempt('connecting');
    client.connect(connector.id).catch((error: unknown) => {
      setAttempt(isAirlockError(error, 'CONNECTION_REJECTED') ? 'rejected' : 'failed');
    });
  }, [client, connector]);

  useRunOnce(start);

  if (!connector) return null;
  return (
    <div className="airlock-center">
      <span className="airlock-wallet-wait">
        {attempt === 'connecting' && <Spinner />}
        <WalletImage src={connector.imageUrl} size="lg" />
      </span>
      {attempt === 'connecting' ? (
        <div role="status">
          <p className="airlock-heading">{formatMessage(messages.continueIn, { wallet: walletDisplayName(connector.name) })}</p>
          <p className="airlock-muted">{messages.acceptInWallet}</p>
        </div>
      ) : (
        <>
          <p className="airlock-error" role="alert">
            {attempt === 'rejected' ? messages.connectionRejected : messages.failedToConnect}
          </p>
          <button type="button" className="airlock-button" data-variant="primary" onClick={start} autoFocus>
            {messages.tryAgain}
          </button>
        </>
      )}
    </div>
  );
}
