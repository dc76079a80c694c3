import { NetworkNotFoundError, type Network } from '@airlock/core';

/** The numeric EIP-155 chain id of an eip155 network (its `id` may arrive as a decimal string). */
export function evmChainId(network: Pick<Network, 'id' | 'chainNamespace' | 'name'>): number {
  const chainId = typeof network.id === 'number' ? network.id : Number(network.id);
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new NetworkNotFoundError(`${network.name} is not an eip155 network`);
  }
  return chainId;
}

export function toNumericChainId(chainId: number | string): number {
  return typeof chainId === 'number' ? chainId : Number(chainId.replace(/^eip155:/, ''));
}
