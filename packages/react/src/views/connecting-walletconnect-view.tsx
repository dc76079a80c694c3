import { useCallback } from 'react';
import { en, walletAppLink, walletDeepLink, walletDisplayName, type ConnectorsState, type RouterState, type WalletConnectState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { useRunOnce } from '../hooks/use-run-once';
import { QrCode } from '../ui/qr-code';
import { Spinner } from '../ui/spinner';
import { copyToClipboard } from '../ui/copy-to-clipboard';

const selectWallet = (state: RouterState) => state.data?.wallet;
const selectAttempt = (state: WalletConnectState) => state;
const selectOffersWalletConnect = (state: ConnectorsState) => state.connectors.some((connector) => connector.type === 'WALLET_CONNECT');

/** The dApp turned WalletConnect off (or has no relay): a wallet from the list can only be installed. */
function WalletConnectUnavailable({ name, homepage }: { name?: string; homepage?: string }) {
  return (
    <div className="airlock-center">
      <p className="airlock-muted" role="status">
        {en.walletConnectUnavailable}
      </p>
      {name && homepage && (
        <a className="airlock-button" href={homepage} target="_blank" rel="noopener noreferrer">
          {en.getWallet(name)}
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
    if (uri) await copyToClipboard(client.toasts, uri, { copied: en.linkCopied, failed: en.linkCopyFailed });
  };

  if (error) {
    return (
      <div className="airlock-center">
        <p className="airlock-error" role="alert">
          {error === 'rejected' ? en.connectionRejected : en.failedToConnect}
        </p>
        <button type="button" className="airlock-button" data-variant="primary" onClick={() => start(true)} autoFocus>
          {en.tryAgain}
        </button>
      </div>
    );
  }

  return (
    <div className="airlock-center">
      {narrow && appLink ? (
        <p className="airlock-heading">{en.continueIn(walletName ?? en.walletConnect)}</p>
      ) : (
        <span className="airlock-qr-frame">
          {uri ? <QrCode value={uri} label={en.qrCode} /> : <Spinner label={en.preparingQrCode} />}
        </span>
      )}
      <p className="airlock-muted" role="status">
        {!uri ? en.preparingQrCode : narrow && appLink ? en.openWalletHint : walletName ? en.scanWithWallet(walletName) : en.scanWithPhone}
      </p>
      <div className="airlock-row-group">
        {narrow && appLink && uri && (
          <a className="airlock-button" data-variant="primary" href={walletDeepLink(appLink, uri)}>
            {en.openWallet(walletName ?? en.walletConnect)}
          </a>
        )}
        <button type="button" className="airlock-button" onClick={copy} disabled={!uri}>
          {en.copyLink}
        </button>
      </div>
    </div>
  );
}
