import type { Address, Hex } from 'viem';

/** EIP-7702: a delegated account's code is 0xef0100 followed by the address it delegates to. */
export function delegationCode(target: Address): Hex {
  return `0xef0100${target.slice(2).toLowerCase()}`;
}

/** Whether the account's code (eth_getCode) is the delegation to `target`. */
export function isDelegatedTo(code: string | null | undefined, target: Address): boolean {
  return typeof code === 'string' && code.toLowerCase() === delegationCode(target);
}
