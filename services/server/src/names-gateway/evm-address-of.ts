import { type AccountNameRecord, chainOfCoinType, ETHEREUM_COIN_TYPE } from '@airlock/protocol';
import { type Address, getAddress, isAddress } from 'viem';
import { DEFAULT_EVM_COIN_TYPE } from './reverse-name';

const isEvmCoinType = (coinType: number) =>
  coinType === ETHEREUM_COIN_TYPE || coinType === DEFAULT_EVM_COIN_TYPE || chainOfCoinType(coinType) !== undefined;

/**
 * The address `record` resolves to for an EVM coin type: the one registered for it, else (an EOA's address being the
 * same on every EVM chain) the default EVM one, Ethereum's, or the first EVM one. Undefined for other coin types.
 */
export function evmAddressOf(record: AccountNameRecord | undefined, coinType: number): Address | undefined {
  if (!record || !isEvmCoinType(coinType)) return undefined;
  const { addresses } = record;
  const evm = Object.keys(addresses).filter((key) => isEvmCoinType(Number(key)));
  const chosen = [String(coinType), String(DEFAULT_EVM_COIN_TYPE), String(ETHEREUM_COIN_TYPE), ...evm].find((key) => addresses[key]);
  const address = chosen === undefined ? undefined : addresses[chosen]?.address;
  return address !== undefined && isAddress(address, { strict: false }) ? getAddress(address) : undefined;
}
