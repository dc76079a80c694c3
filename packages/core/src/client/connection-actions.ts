import type { ChainAdapter } from '../adapter/chain-adapter';
import { CONNECTOR_IDS } from '../adapter/connector';
import type { EmbeddedBridge } from '../adapter/embedded-bridge';
import type { ChainNamespace } from '../caip/namespace';
import { namespaceState, updateAccount } from '../connection/chain-store';
import { addRecentWallet } from '../connection/recent-wallets';
import { AirlockError } from '../errors/airlock-error';
import { ConnectorNotFoundError, ERROR_MESSAGES } from '../errors/catalogue';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { ClientContext } from './client-context';
import { applyConnection, forgetConnection, openUnsupportedChainIfNeeded } from './connection-state';
import { cancelWalletConnect } from './cancel-walletconnect';
import { closeModal } from './modal-actions';
import { signOutOnDisconnect, siwxAccountOf } from './siwx-sign-out';
import { adapterSiwx } from './adapter-siwx';
import { askSiwxSignIn } from './siwx-gate';
import { loadModule } from '../modules/load-module';

export interface ConnectOptions {
  onDisplayUri?: (uri: string) => void;
  signal?: AbortSignal;
  /** The wallet's name when it differs from the connector's (a registry wallet paired over WalletConnect). */
  walletName?: string;
  /** The embedded wallet's signed-in session (connector ID_AUTH). */
  embedded?: EmbeddedBridge;
}

/** Connects a listed wallet; on success the modal closes (or shows UnsupportedChain). Errors are rethrown for the view. */
export async function connect(context: ClientContext, connectorId: string, options: ConnectOptions = {}): Promise<void> {
  const connector = context.connectors.getState().connectors.find((candidate) => candidate.id === connectorId);
  if (!connector) throw new ConnectorNotFoundError(connectorId);
  const namespace = connector.chain;
  const adapter = context.adapterFor(namespace);
  // A pairing still waiting in the background must not take over once this wallet is connected.
  if (connector.type !== 'WALLET_CONNECT') cancelWalletConnect(context);
  const name = options.walletName ?? connector.name;
  const method = connector.type === 'WALLET_CONNECT' ? 'qrcode' : connector.type === 'AUTH' ? 'email' : 'browser';
  context.events.emit('SELECT_WALLET', { name, connectorId });
  updateAccount(context.chain, namespace, { status: 'connecting' });
  try {
    if (connectorId === CONNECTOR_IDS.auth) (await loadModule(() => import('./embedded-account-sync'))).startEmbeddedAccountSync(context);
    const target = namespaceState(context.chain, namespace).network.caipNetwork;
    const connection = await adapter.connect({
      connectorId,
      chainId: target?.id,
      onDisplayUri: options.onDisplayUri,
      signal: options.signal,
      siwx: adapterSiwx(context),
      embedded: options.embedded,
    });
    const supported = applyConnection(context, namespace, connection);
    addRecentWallet(context.storage, connector);
    context.events.emit('CONNECT_SUCCESS', { method, name });
    if (openUnsupportedChainIfNeeded(context, supported)) return;
    // Sign-in (spec §4) keeps the modal open on its view when this account has no session on this network.
    if (!(await askSiwxSignIn(context))) closeModal(context);
  } catch (error) {
    // An abandoned pairing must not undo the wallet that replaced it.
    const abandoned = options.signal?.aborted === true;
    if (!abandoned || namespaceState(context.chain, namespace).account.status === 'connecting') {
      updateAccount(context.chain, namespace, { status: 'disconnected' });
    }
    if (!abandoned) context.events.emit('CONNECT_ERROR', { message: (error as Error).message });
    throw error;
  }
}

/** Ends connected if any adapter's stored connector came back, else disconnected (spec §4). */
export async function reconnect(context: ClientContext): Promise<void> {
  await Promise.all(context.options.adapters.map((adapter) => reconnectAdapter(context, adapter)));
}

async function reconnectAdapter(context: ClientContext, adapter: ChainAdapter): Promise<void> {
  const namespace = adapter.namespace;
  const connectorId = context.storage.get<string>(STORAGE_KEYS.connectorId(namespace));
  if (!connectorId || context.options.enableReconnect === false) {
    updateAccount(context.chain, namespace, { status: 'disconnected' });
    return;
  }
  updateAccount(context.chain, namespace, { status: 'reconnecting' });
  try {
    // The embedded wallet comes back through the frame (is-connected), loaded only for this.
    const embedded =
      connectorId === CONNECTOR_IDS.auth
        ? await (await loadModule(() => import('./embedded-actions'))).restoreEmbeddedSession(context)
        : undefined;
    if (connectorId === CONNECTOR_IDS.auth && !embedded) {
      forgetConnection(context, namespace);
      return;
    }
    const connection = await adapter.reconnect({ connectorId, ...(embedded ? { embedded } : {}) });
    if (!connection) {
      forgetConnection(context, namespace);
      return;
    }
    if (!openUnsupportedChainIfNeeded(context, applyConnection(context, namespace, connection))) void askSiwxSignIn(context);
  } catch (error) {
    console.warn('[airlock] reconnect failed', error);
    forgetConnection(context, namespace);
  }
}

export async function disconnect(
  context: ClientContext,
  options: { namespace?: ChainNamespace; keepModalOpen?: boolean } = {},
): Promise<void> {
  const namespace = options.namespace ?? context.chain.getState().activeNamespace;
  const signedIn = siwxAccountOf(context, namespace);
  try {
    await context.adapterFor(namespace).disconnect();
  } catch (error) {
    context.events.emit('DISCONNECT_ERROR', { message: (error as Error).message });
    context.toasts.show(ERROR_MESSAGES.failedToDisconnect, 'error');
    throw new AirlockError(ERROR_MESSAGES.failedToDisconnect, { code: 'DISCONNECT_FAILED', cause: error });
  }
  forgetConnection(context, namespace);
  // Not awaited: a slow server must not hold the disconnect up.
  void signOutOnDisconnect(context, signedIn);
  context.events.emit('DISCONNECT_SUCCESS', { namespace });
  if (!options.keepModalOpen) closeModal(context);
}
