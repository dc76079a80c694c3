/** Spec §5's message when a chain id has no ENSIP-11 coin type. */
export const INVALID_CHAIN_ID_MESSAGE = 'Invalid chainId';

export class InvalidChainIdError extends Error {
  readonly name = 'InvalidChainIdError';
  constructor() {
    super(INVALID_CHAIN_ID_MESSAGE);
  }
}

/** SLIP-44 coin type of Ethereum mainnet, which ENSIP-11 keeps for chain 1. */
export const ETHEREUM_COIN_TYPE = 60;

const EVM_COIN_TYPE_FLAG = 0x8000_0000;

/** ENSIP-19's coin type for an address on every EVM chain (an EOA's, which is the same on all of them). */
export const DEFAULT_EVM_COIN_TYPE = EVM_COIN_TYPE_FLAG;

/**
 * ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId (60 for mainnet). Chain ids at or above 2^31 (or
 * not whole and positive) have none: InvalidChainIdError.
 */
export function coinTypeOfChain(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || chainId >= EVM_COIN_TYPE_FLAG) throw new InvalidChainIdError();
  if (chainId === 1) return ETHEREUM_COIN_TYPE;
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0;
}

/** The EVM chain id of an ENSIP-11 coin type (1 for 60), or undefined when the coin type is not an EVM chain's. */
export function chainOfCoinType(coinType: number): number | undefined {
  if (coinType === ETHEREUM_COIN_TYPE) return 1;
  if (!Number.isSafeInteger(coinType) || coinType <= EVM_COIN_TYPE_FLAG || coinType > 0xffff_ffff) return undefined;
  return coinType - EVM_COIN_TYPE_FLAG;
}
