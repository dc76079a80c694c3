import { RECONNECT_CONNECTOR_WAIT_MS, type Connection } from '@airlock/core';
import { getConnection, reconnect, type Config } from '@wagmi/core';
import { waitForConnector } from '../connectors/wait-for-connector';
import { toConnectionError } from '../errors/to-connection-error';
import { peerWalletOf, toCoreConnection } from './to-core-connection';

export const CONNECTOR_APPEARANCE_TIMEOUT_MS = RECONNECT_CONNECTOR_WAIT_MS;
const CONCURRENT_RECONNECT_TIMEOUT_MS = 5_000;

function currentConnectionOf(config: Config, connectorId: string): Connection | null {
  const current = getConnection(config);
  if (current.status !== 'connected' || current.connector.id !== connectorId) return null;
  return toCoreConnection(connectorId, current.addresses, current.chainId, peerWalletOf(current.connector));
}

/** wagmi runs one reconnect at a time and answers [] to a second caller (e.g. <WagmiProvider> mounting). */
function settledStatus(config: Config): Promise<void> {
  const status = config.state.status;
  if (status !== 'reconnecting' && status !== 'connecting') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = config.subscribe(
      (state) => state.status,
      (next) => {
        if (next === 'reconnecting' || next === 'connecting') return;
        clearTimeout(timer);
        stop();
        resolve();
      },
    );
    const timer = setTimeout(() => {
      stop();
      resolve();
    }, CONCURRENT_RECONNECT_TIMEOUT_MS);
  });
}

/**
 * Restores a session without prompting. The wallet decides: wagmi's connector asks it for
 * eth_accounts (and honours our own "disconnected" mark in storage), so a revoked or locked
 * wallet yields null rather than a prompt.
 */
export async function reconnectWallet(
  config: Config,
  connectorId: string,
  connectorTimeoutMs = CONNECTOR_APPEARANCE_TIMEOUT_MS,
): Promise<Connection | null> {
  const already = currentConnectionOf(config, connectorId);
  if (already) return already;

  const connector = await waitForConnector(config, connectorId, connectorTimeoutMs);
  if (!connector) return null;

  try {
    const connections = await reconnect(config, { connectors: [connector] });
    const restored = connections.find((connection) => connection.connector.uid === connector.uid);
    if (restored) return toCoreConnection(connectorId, restored.accounts, restored.chainId, peerWalletOf(connector));
    await settledStatus(config);
    return currentConnectionOf(config, connectorId);
  } catch (error) {
    throw toConnectionError(error);
  }
}
