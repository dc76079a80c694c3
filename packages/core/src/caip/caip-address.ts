import { AirlockError } from '../errors/airlock-error';
import { ERROR_MESSAGES } from '../errors/catalogue';
import { isChainNamespace, type ChainNamespace } from './namespace';

export type CaipAddress = `${string}:${string}:${string}`;

export interface ParsedCaipAddress {
  chainNamespace: ChainNamespace;
  chainId: string;
  address: string;
}

/** Splits a CAIP-10 account id (`eip155:1:0xabc…`) into its parts. */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = caipAddress.split(':');
  const [chainNamespace, chainId, address] = parts;
  if (parts.length !== 3 || !chainNamespace || !chainId || !address || !isChainNamespace(chainNamespace)) {
    throw new AirlockError(ERROR_MESSAGES.invalidCaip10Address, {
      code: 'INVALID_CAIP10_ADDRESS',
      details: caipAddress,
    });
  }
  return { chainNamespace, chainId, address };
}

/** Returns the input when it has the shape of a CAIP address, else throws 'Invalid CAIP Address'. */
export function validateCaipAddress(caipAddress: string): CaipAddress {
  const parts = caipAddress.split(':');
  if (parts.length !== 3 || parts.some((part) => part === '') || !isChainNamespace(parts[0] ?? '')) {
    throw new AirlockError(ERROR_MESSAGES.invalidCaipAddress, {
      code: 'INVALID_CAIP_ADDRESS',
      details: caipAddress,
    });
  }
  return caipAddress as CaipAddress;
}

export function toCaipAddress(chainNamespace: ChainNamespace, chainId: number | string, address: string): CaipAddress {
  return `${chainNamespace}:${chainId}:${address}`;
}
