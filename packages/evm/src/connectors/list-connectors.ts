import { CONNECTOR_IDS, type Connector } from '@airlock/core';
import type { Connector as WagmiConnector } from '@wagmi/core';
import { isAnnouncedConnector, toCoreConnector } from './to-core-connector';

function hasWindowEthereum(): boolean {
  return typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum !== undefined;
}

/**
 * The connectors the Connect view lists, one per id. The plain window.ethereum connector is shown
 * only when no wallet announced itself over EIP-6963 and something is injected: otherwise it would
 * repeat an announced wallet under a generic name.
 */
export function listConnectors(wagmiConnectors: readonly WagmiConnector[]): Connector[] {
  const anyAnnounced = wagmiConnectors.some(isAnnouncedConnector);
  const listed = new Map<string, Connector>();
  for (const connector of wagmiConnectors) {
    if (listed.has(connector.id)) continue;
    if (connector.id === CONNECTOR_IDS.injected && (anyAnnounced || !hasWindowEthereum())) continue;
    listed.set(connector.id, toCoreConnector(connector));
  }
  return [...listed.values()];
}
