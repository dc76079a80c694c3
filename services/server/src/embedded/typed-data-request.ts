import type { TypedDataDefinition } from 'viem';
import { InvalidTypedDataError } from './key-vault-errors';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** eth_signTypedData_v4's data (a JSON string, or the object some wallets accept) as viem typed data. */
export function parseTypedDataRequest(data: string | Record<string, unknown>): TypedDataDefinition {
  let parsed: unknown = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data);
    } catch {
      throw new InvalidTypedDataError('not JSON');
    }
  }
  if (!isObject(parsed)) throw new InvalidTypedDataError('not an object');
  const { types, primaryType, domain, message } = parsed;
  if (!isObject(types)) throw new InvalidTypedDataError('types must be an object');
  if (typeof primaryType !== 'string' || !(primaryType in types)) throw new InvalidTypedDataError('primaryType must name one of types');
  if (domain !== undefined && !isObject(domain)) throw new InvalidTypedDataError('domain must be an object');
  if (!isObject(message)) throw new InvalidTypedDataError('message must be an object');
  // viem derives EIP712Domain from the domain itself.
  const { EIP712Domain: _domainType, ...ownTypes } = types;
  return { types: ownTypes, primaryType, domain: domain ?? {}, message } as TypedDataDefinition;
}
