import type { Address } from 'viem';

export interface DevnetAddresses {
  weth: Address;
  usdc: Address;
  dai: Address;
  nft: Address;
  multicall3: Address;
  uniswapV2Factory: Address;
  uniswapV2Router: Address;
  /** The EIP-7702 delegation target of smart accounts (contracts/BatchExecutor.sol). */
  batchExecutor: Address;
}

/**
 * Where seeding deploys each contract on every devnet chain: the CREATE addresses of
 * DEVNET_DEPLOYER at nonces 0..7, in this key order.
 */
export const DEVNET_ADDRESSES = {
  weth: '0xCc624c75C7BA01A73E332aaae9daf8eC698D0c58',
  usdc: '0xE481149120FF09958c38Cb236202741a1ffa28a3',
  dai: '0xc81d8F681f9857FFb9479C7dfae9858E7293Bee3',
  nft: '0x4A4992E84f8BcD02ca5a78D70C0bd7FeeE750b45',
  multicall3: '0x1bFffF374225e01e254CC1fB714761f4BA478628',
  uniswapV2Factory: '0xB9aB91835F6b5fBFbe5a7910edD3F9Ff308f4427',
  uniswapV2Router: '0x150783EE413B227C27f75581DB9603539E56a83c',
  batchExecutor: '0x6E13D1FfF3b9699C0Be69C8a9D6b958a24858b29',
} as const satisfies DevnetAddresses;
