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
  /** Uniswap (UNI, 18 decimals), on the Uniswap V3 pools only. */
  uni: Address;
  uniswapV3Factory: Address;
  uniswapV3PositionManager: Address;
  uniswapV3QuoterV2: Address;
  /** Uniswap's SwapRouter02: swaps through both the V2 and the V3 pools. */
  swapRouter02: Address;
  /** ENS (contracts/ens): the registry, the public resolver, the universal resolver viem calls, the offchain resolver of `airlock.id`. */
  ensRegistry: Address;
  ensPublicResolver: Address;
  ensUniversalResolver: Address;
  ensOffchainResolver: Address;
}

/**
 * Where seeding deploys each contract on every devnet chain: the CREATE addresses of DEVNET_DEPLOYER
 * at nonces 0..7 (weth..batchExecutor), 47..51 (uni..swapRouter02, after the NFT steps) and 83..86 (the ENS contracts, after
 * the Uniswap V3 steps), in this key order.
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
  uni: '0x72a51C66a6dB69f8D6332250D2A4E95cB7D99450',
  uniswapV3Factory: '0x6005e3c624274Fdae9dFEe820ABA9b293DA61091',
  uniswapV3PositionManager: '0x8215cF296Ee9322231f8eD02E5D1B05ccCaA270F',
  uniswapV3QuoterV2: '0x4E1cb8be5a08C9ABcF5436C8CD047ba722e993f7',
  swapRouter02: '0x2E2fd1C4FC0C4668F4D566A1DCD4C4C8ea44DdAd',
  ensRegistry: '0x48b7f8332Bed6292b515C7FAA94868431563Be1b',
  ensPublicResolver: '0x88E32b7727307EAe89352e91f7C0bAa029A6958E',
  ensUniversalResolver: '0x6ec58b2f7E37a30b2b3C035bc6746f4979Db947a',
  ensOffchainResolver: '0xBaA122A7662062d37dAA3dd68d3Af9c794e346f7',
} as const satisfies DevnetAddresses;
