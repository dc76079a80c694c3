import { coinTypeOfChain, DEFAULT_EVM_COIN_TYPE, ETHEREUM_COIN_TYPE, type AccountNameRecord } from '@airlock/protocol';
import { isEip155Address } from '../address/address-format';

/** A Send recipient that names an account rather than giving its address: anything with a dot that is not an address. */
export function isRecipientName(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.includes('.') && !isEip155Address(trimmed) && !/\s/.test(trimmed);
}

/**
 * The address a name's record gives for an EVM chain: the chain's own coin type (ENSIP-11), else the default EVM one
 * (ENSIP-19), else Ethereum's (60), as ENS-aware wallets read it. Undefined when the record has none of them.
 */
export function recordAddressOnChain(record: AccountNameRecord, chainId: number): string | undefined {
  let own: string | undefined;
  try {
    own = String(coinTypeOfChain(chainId));
  } catch {
    own = undefined;
  }
  for (const coinType of [own, String(DEFAULT_EVM_COIN_TYPE), String(ETHEREUM_COIN_TYPE)]) {
    const address = coinType === undefined ? undefined : record.addresses[coinType]?.address;
    if (address && isEip155Address(address)) return address;
  }
  return undefined;
}

/**
 * A name typed as Send's recipient, looked up: `resolving`, `resolved` (to `address`), `none` (the name gives no address
 * here), `failed` ('Error resolving name'), or `unsupported` (not under the server's `suffix`).
 */
export interface RecipientNameResolution {
  name: string;
  /** The network (CAIP-2) it was looked up on: a name's address is per chain. */
  chainId?: string;
  status: 'resolving' | 'resolved' | 'none' | 'failed' | 'unsupported';
  address?: string;
  suffix?: string;
}
