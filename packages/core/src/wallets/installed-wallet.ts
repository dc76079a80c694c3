import type { Connector } from '../adapter/connector';

/**
 * The announced (EIP-6963) connector of a registry wallet, matched by rdns: a wallet with one is
 * installed in this browser and connects through it.
 */
export function installedConnectorFor(rdns: string | null | undefined, connectors: readonly Connector[]): Connector | undefined {
  if (!rdns) return undefined;
  const wanted = rdns.toLowerCase();
  return connectors.find((connector) => connector.type === 'ANNOUNCED' && connector.info?.rdns?.toLowerCase() === wanted);
}
