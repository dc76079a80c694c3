import { getAddress, isAddress, type Address } from 'viem';

/** `eip155:1:0xabc…` → its network (`eip155:1`) and checksummed address; undefined when malformed. */
export function parseCaip10(accountId: string): { caipNetworkId: string; address: Address } | undefined {
  const match = /^(eip155:\d{1,20}):(0x[0-9a-fA-F]{40})$/.exec(accountId);
  if (!match || !isAddress(match[2]!, { strict: false })) return undefined;
  return { caipNetworkId: match[1]!, address: getAddress(match[2]!) };
}
