import { CONNECTOR_IDS } from '../adapter/connector';
import { isAirlockError } from '../errors/airlock-error';
import { isPairingExpired, showPairingUri } from '../walletconnect/walletconnect-store';
import type { ClientContext } from './client-context';
import { connect } from './connection-actions';

/**
 * Starts a WalletConnect pairing, or keeps the pending one while its URI is still fresh, so a QR
 * code the visitor is about to scan does not change under them. The adapter replaces an expiring
 * URI by itself; this only tracks what it hands out.
 */
export function connectWalletConnect(context: ClientContext, options: { restart?: boolean } = {}): Promise<void> {
  const store = context.walletConnect;
  const pending = context.walletConnectAttempt;
  if (pending && !options.restart && !isPairingExpired(store.getState())) return pending.promise;
  pending?.controller.abort();

  const controller = new AbortController();
  store.setState({ status: 'connecting', uri: undefined, pairingExpiry: undefined, error: undefined });
  const promise = connect(context, CONNECTOR_IDS.walletConnect, {
    signal: controller.signal,
    onDisplayUri: (uri) => {
      if (!controller.signal.aborted) showPairingUri(store, uri);
    },
  })
    .then(
      () => {
        if (controller.signal.aborted) return;
        store.setState({ status: 'connected', uri: undefined, pairingExpiry: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const rejected = isAirlockError(error, 'CONNECTION_REJECTED');
        store.setState({ status: 'disconnected', uri: undefined, pairingExpiry: undefined, error: rejected ? 'rejected' : 'failed' });
        throw error;
      },
    )
    .finally(() => {
      if (context.walletConnectAttempt?.controller === controller) context.walletConnectAttempt = undefined;
    });
  context.walletConnectAttempt = { controller, promise };
  return promise;
}
