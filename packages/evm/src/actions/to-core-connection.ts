import type { Connection, WalletInfo } from '@airlock/core';
import type { Connector } from '@wagmi/core';

export function toCoreConnection(connectorId: string, accounts: readonly string[], chainId: number, wallet?: WalletInfo): Connection {
  return {
    connectorId,
    accounts: accounts.map((address) => ({ address, type: 'eoa', namespace: 'eip155' })),
    chainId,
    ...(wallet ? { wallet } : {}),
  };
}

/** A connector that knows which wallet it reached (WalletConnect's session peer) says so. */
export function peerWalletOf(connector: Connector): WalletInfo | undefined {
  return (connector as { peerWallet?: () => WalletInfo | undefined }).peerWallet?.();
}
