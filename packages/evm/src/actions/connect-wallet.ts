import { ConnectorNotFoundError, type ConnectParams, type Connection } from '@airlock/core';
import { connect, getConnection, type Config } from '@wagmi/core';
import { findConnector } from '../connectors/wait-for-connector';
import { ConnectionAbortedError } from '../errors/connection-aborted-error';
import { toConnectionError } from '../errors/to-connection-error';
import { toNumericChainId } from '../networks/evm-chain-id';
import { peerWalletOf, toCoreConnection } from './to-core-connection';

export async function connectWallet(
  config: Config,
  { connectorId, chainId, onDisplayUri, signal, siwx }: ConnectParams,
): Promise<Connection> {
  const connector = findConnector(config, connectorId);
  if (!connector) throw new ConnectorNotFoundError(connectorId);

  // wagmi refuses to connect the connector that is already current; the user wants that connection.
  const current = getConnection(config);
  if (current.status === 'connected' && current.connector.uid === connector.uid) {
    return toCoreConnection(connector.id, current.addresses, current.chainId, peerWalletOf(connector));
  }

  // WalletConnect hands out its pairing URI as a connector message while connect is pending.
  const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
    if (type === 'display_uri' && typeof data === 'string') onDisplayUri?.(data);
  };
  const abort = () => (connector as { abortPairing?: () => void }).abortPairing?.();
  if (signal?.aborted) throw new ConnectionAbortedError();
  connector.emitter.on('message', onMessage);
  signal?.addEventListener('abort', abort);
  try {
    const targetChainId = chainId === undefined ? undefined : toNumericChainId(chainId);
    const { accounts, chainId: connectedChainId } = await connect(config, {
      connector,
      // wagmi hands the rest to the connector's connect (typed for wagmi's own): WalletConnect's signs in as it pairs.
      ...({ siwx } as object),
      ...(config.chains.some((chain) => chain.id === targetChainId) ? { chainId: targetChainId } : {}),
    });
    return toCoreConnection(connector.id, accounts, connectedChainId, peerWalletOf(connector));
  } catch (error) {
    throw toConnectionError(error);
  } finally {
    connector.emitter.off('message', onMessage);
    signal?.removeEventListener('abort', abort);
  }
}
