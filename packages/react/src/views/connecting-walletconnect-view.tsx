import { useCallback } from 'react';
import {
  walletAppLink,
  walletDeepLink,
  walletDisplayName,
  type ConnectorsState,
  type RouterState,
  type WalletConnectState,
  formatMessage,
} from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { useRunOnce } from '../hooks/use-run-once';
import { QrCode } from '../ui/qr-code';
import { Spinner } from '../ui/spinner';
import { copyToClipboard } from '../ui/copy-to-clipboard';
import { useMessages } from '../i18n/use-messages';

const selectWallet = (state: RouterState) => state.data?.wallet;
const selectAttempt = (state: WalletConnectState) => state;
const selectOffersWalletConnect = (state: ConnectorsState) => state.connectors.some((connector) => connector.type === 'WALLET_CONNECT');

/** The dApp turned WalletConnect off (or has no relay): a wallet from the list can only be installed. */
function WalletConnectUnavailable({ name, homepage }: { name?: string; homepage?: string }) {
  const messages = useMessages();
  return (
    <div className="airlock-center">
      <p className="airlock-muted" role="status">
        {messages.walletConnectUnavailable}
      </p>
      {name && homepage && (
        <a className="airlock-button" href={homepage} target="_blank" rel="noopener noreferrer">
          {formatMessage(messages.getWallet, { wallet: name })}
        </a>
      )}
    </div>
  );
}

/**
 * ConnectingWalletConnect and its basic variant: the pairing URI as a QR code and a link to copy,
 * on a phone a button opening the wallet app with the current URI (the tap in the wallet list already
 * opened it when the URI was ready), and a retry after a rejection or failure.
 */
export function ConnectingWalletConnectView() {
  const client = useAirlock();
  const offered = useExternalState(client.connectors, selectOffersWalletConnect);
  const wallet = useExternalState(client.router, selectWallet);
  if (!offered) return <WalletConnectUnavailable name={wallet ? walletDisplayName(wallet.name) : undefined} homepage={wallet?.homepage} />;
  return <WalletConnectPairing />;
}

function WalletConnectPairing() {
  const messages = useMessages();
  const client = useAirlock();
  const wallet = useExternalState(client.router, selectWallet);
  const { uri, error } = useExternalState(client.walletConnect, selectAttempt);
  const narrow = useNarrowScreen();
  const walletName = wallet ? walletDisplayName(wallet.name) : undefined;
  const appLink = wallet ? walletAppLink(wallet.mobile) : undefined;

  const start = useCallback(
    (restart = false) => {
      client.connectWalletConnect({ restart }).catch(() => undefined);
    },
    [client],
  );
  useRunOnce(() => start(false));

  const copy = async () => {
    if (uri) await copyToClipboard(client.toasts, uri, { copied: messages.linkCopied, failed: messages.linkCopyFailed });
  };

  if (error) {
    return (
      <div className="airlock-center">
        <p className="airlock-error" role="alert">
          {error === 'rejected' ? messages.connectionRejected : messages.failedToConnect}
        </p>
        <button type="button" className="airlock-button" data-variant="primary" onClick={() => start(true)} autoFocus>
          {messages.tryAgain}
        </button>
      </div>
    );
  }

  return (
    <div className="airlock-center">
      {narrow && appLink ? (
        <p className="airlock-heading">{formatMessage(messages.continueIn, { wallet: walletName ?? messages.walletConnect })}</p>
      ) : (
        <span className="airlock-qr-frame">
          {uri ? <QrCode value={uri} label={messages.qrCode} /> : <Spinner label={messages.preparingQrCode} />}
        </span>
      )}
      <p className="airlock-muted" role="status">
        {!uri
          ? messages.preparingQrCode
          : narrow && appLink
            ? messages.openWalletHint
            : walletName
              ? formatMessage(messages.scanWithWallet, { wallet: walletName })
              : messages.scanWithPhone}
      </p>
      <div className="airlock-row-group">
        {narrow && appLink && uri && (
          <a className="airlock-button" data-variant="primary" href={walletDeepLink(appLink, uri)}>
            {formatMessage(messages.openWallet, { wallet: walletName ?? messages.walletConnect })}
          </a>
        )}
        <button type="button" className="airlock-button" onClick={copy} disabled={!uri}>
          {messages.copyLink}
        </button>
      </div>
    </div>
  );
}
