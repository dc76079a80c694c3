import type { ClientContext } from './client-context';

/**
 * Abandons a pending WalletConnect pairing: another wallet connected, or the visitor closed the
 * modal. Reopening starts a fresh pairing rather than keep one refreshing unseen.
 */
export function cancelWalletConnect(context: ClientContext): void {
  context.walletConnectAttempt?.controller.abort();
  context.walletConnectAttempt = undefined;
  if (context.walletConnect.getState().status === 'connecting') {
    context.walletConnect.setState({ status: 'disconnected', uri: undefined, pairingExpiry: undefined, error: undefined });
  }
}
