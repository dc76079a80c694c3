import { AirlockError } from './airlock-error';

/** The spec's error messages (§5, §8), word for word. */
export const ERROR_MESSAGES = {
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaip10Address: 'Invalid CAIP-10 address',
  invalidCaip2NetworkId: 'Invalid CAIP-2 network id',
  modalClosed: 'Modal closed',
  connectionRejected: 'Connection rejected',
  failedToConnect: 'Failed to connect',
  failedToDisconnect: 'Failed to disconnect',
  noConnectorFound: 'No connector found for connection',
  invalidConnectionStatus: 'Invalid connection status',
  networkNotFound: 'Network not found',
  chainNotSupported: 'Chain is not supported',
  networkNamespaceRequired: 'networkNamespace is required',
  adapterNotFound: (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`,
  errorSigningMessage: 'Error signing message',
  requestedRpcNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  popupClosed: 'Popup closed',
  socialConnectionFailed: 'Failed to initiate social connection',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
  siwxConfigConflict: 'Configuring both siweConfig and siwx is not allowed',
} as const;

export class ConnectionRejectedError extends AirlockError {
  override readonly name = 'ConnectionRejectedError';
  constructor(options: { cause?: unknown } = {}) {
    super(ERROR_MESSAGES.connectionRejected, { code: 'CONNECTION_REJECTED', cause: options.cause });
  }
}

export class ConnectionFailedError extends AirlockError {
  override readonly name = 'ConnectionFailedError';
  constructor(options: { details?: string; cause?: unknown } = {}) {
    super(ERROR_MESSAGES.failedToConnect, { code: 'CONNECTION_FAILED', ...options });
  }
}

/** The wallet's user said no (EIP-1193 code 4001) to anything other than connecting. */
export class UserRejectedRequestError extends AirlockError {
  override readonly name = 'UserRejectedRequestError';
  constructor(options: { details?: string; cause?: unknown } = {}) {
    super('User rejected the request', { code: 'USER_REJECTED', ...options });
  }
}

export class AdapterNotFoundError extends AirlockError {
  override readonly name = 'AdapterNotFoundError';
  constructor(namespace: string) {
    super(ERROR_MESSAGES.adapterNotFound(namespace), { code: 'ADAPTER_NOT_FOUND' });
  }
}

export class ConnectorNotFoundError extends AirlockError {
  override readonly name = 'ConnectorNotFoundError';
  constructor(connectorId: string) {
    super(ERROR_MESSAGES.noConnectorFound, { code: 'CONNECTOR_NOT_FOUND', details: connectorId });
  }
}

export class NetworkNotFoundError extends AirlockError {
  override readonly name = 'NetworkNotFoundError';
  constructor(details?: string) {
    super(ERROR_MESSAGES.networkNotFound, { code: 'NETWORK_NOT_FOUND', details });
  }
}

export class SwitchNetworkError extends AirlockError {
  override readonly name = 'SwitchNetworkError';
  constructor(options: { details?: string; cause?: unknown } = {}) {
    super('Failed to switch network', { code: 'SWITCH_NETWORK_FAILED', ...options });
  }
}
