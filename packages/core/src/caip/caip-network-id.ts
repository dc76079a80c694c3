import { AirlockError } from '../errors/airlock-error';
import { ERROR_MESSAGES } from '../errors/catalogue';
import type { CaipNetworkId } from '../network/network';
import { isChainNamespace, type ChainNamespace } from './namespace';

export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace;
  chainId: string;
}

/** Splits a CAIP-2 chain id (`eip155:1`). */
export function parseCaipNetworkId(caipNetworkId: string): ParsedCaipNetworkId {
  const parts = caipNetworkId.split(':');
  const [chainNamespace, chainId] = parts;
  if (parts.length !== 2 || !chainNamespace || !chainId || !isChainNamespace(chainNamespace)) {
    throw new AirlockError(ERROR_MESSAGES.invalidCaip2NetworkId, {
      code: 'INVALID_CAIP2_NETWORK_ID',
      details: caipNetworkId,
    });
  }
  return { chainNamespace, chainId };
}

export function toCaipNetworkId(chainNamespace: ChainNamespace, chainId: number | string): CaipNetworkId {
  return `${chainNamespace}:${chainId}`;
}
