import { ETHEREUM_COIN_TYPE } from '@airlock/protocol';
import { getAddress, type Address } from 'viem';

/** ENSIP-19's coin type of "any EVM chain": `<address>.default.reverse`. */
export const DEFAULT_EVM_COIN_TYPE = 0x8000_0000;

/** The address and coin type a reverse name asks about. */
export interface ReverseQuery {
  address: Address;
  coinType: number;
}

const REVERSE_NAME = /^([0-9a-f]{40})\.(addr|default|[0-9a-f]{1,8})\.reverse$/;

/**
 * `<hex address>.addr.reverse` (coin type 60), `<hex address>.default.reverse` and ENSIP-19's
 * `<hex address>.<coin type in hex>.reverse`; undefined for any other name (including non-EVM addresses).
 */
export function parseReverseName(name: string): ReverseQuery | undefined {
  const match = REVERSE_NAME.exec(name);
  if (!match) return undefined;
  const [, hex, namespace] = match as unknown as [string, string, string];
  const coinType =
    namespace === 'addr' ? ETHEREUM_COIN_TYPE : namespace === 'default' ? DEFAULT_EVM_COIN_TYPE : Number.parseInt(namespace, 16);
  return { address: getAddress(`0x${hex}`), coinType };
}
