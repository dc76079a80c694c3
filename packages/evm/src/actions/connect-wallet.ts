import { ConnectorNotFoundError, type Connection } from '@airlock/core';
import { connect, getConnection, type Config } from '@wagmi/core';
import { findConnector } from '../connectors/wait-for-connector';
import { toConnectionError } from '../errors/to-connection-error';
import { toNumericChainId } from '../networks/evm-chain-id';
import { toCoreConnection } from './to-core-connection';

export async function connectWallet(
  config: Config,
  { connectorId, chainId }: { connectorId: string; chainId?: number | string },
): Promise<Connection> {
  const connector = findConnector(config, connectorId);
  if (!connector) throw new ConnectorNotFoundError(connectorId);

  // wagmi refuses to connect the connector that is already current; the user wants that connection.
  const current = getConnection(config);
  if (current.status === 'connected' && current.connector.uid === connector.uid) {
    return toCoreConnection(connector.id, current.addresses, current.chainId);
  }

  try {
    const targetChainId = chainId === undefined ? undefined : toNumericChainId(chainId);
    const { accounts, chainId: connectedChainId } = await connect(config, {
      connector,
      ...(targetChainId !== undefined && config.chains.some((chain) => chain.id === targetChainId)
        ? { chainId: targetChainId }
        : {}),
    });
    return toCoreConnection(connector.id, accounts, connectedChainId);
  } catch (error) {
    throw toConnectionError(error);
  }
}
