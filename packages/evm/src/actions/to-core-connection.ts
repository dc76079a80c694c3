import type { Connection } from '@airlock/core';

export function toCoreConnection(connectorId: string, accounts: readonly string[], chainId: number): Connection {
  return {
    connectorId,
    accounts: accounts.map((address) => ({ address, type: 'eoa', namespace: 'eip155' })),
    chainId,
  };
}
