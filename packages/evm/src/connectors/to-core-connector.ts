import { CONNECTOR_IDS, type Connector } from '@airlock/core';
import type { Connector as WagmiConnector } from '@wagmi/core';

export const INJECTED_FALLBACK_NAME = 'Browser Wallet';

/** wagmi names an EIP-6963 wallet's connector after its rdns; the plain window.ethereum one is `injected`. */
export function isAnnouncedConnector(connector: WagmiConnector): boolean {
  return connector.type === 'injected' && connector.id !== CONNECTOR_IDS.injected;
}

export function toCoreConnector(connector: WagmiConnector): Connector {
  if (isAnnouncedConnector(connector)) {
    return {
      id: connector.id,
      name: connector.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      ...(connector.icon ? { imageUrl: connector.icon } : {}),
      info: { rdns: connector.id },
    };
  }
  if (connector.id === CONNECTOR_IDS.walletConnect) {
    return { id: connector.id, name: connector.name, type: 'WALLET_CONNECT', chain: 'eip155' };
  }
  if (connector.id === CONNECTOR_IDS.auth) {
    return { id: connector.id, name: connector.name, type: 'AUTH', chain: 'eip155' };
  }
  if (connector.id === CONNECTOR_IDS.injected) {
    return { id: connector.id, name: INJECTED_FALLBACK_NAME, type: 'INJECTED', chain: 'eip155' };
  }
  return {
    id: connector.id,
    name: connector.name,
    type: 'EXTERNAL',
    chain: 'eip155',
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
  };
}
