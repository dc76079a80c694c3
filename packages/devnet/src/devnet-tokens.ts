import type { Address } from 'viem';
import { DEVNET_ADDRESSES } from './devnet-addresses';

export interface DevnetToken {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
}

/** The ERC-20 tokens seeded on every devnet chain (same addresses on both). */
export const DEVNET_TOKENS = {
  weth: { address: DEVNET_ADDRESSES.weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
  usdc: { address: DEVNET_ADDRESSES.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  dai: { address: DEVNET_ADDRESSES.dai, name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 },
  uni: { address: DEVNET_ADDRESSES.uni, name: 'Uniswap', symbol: 'UNI', decimals: 18 },
} as const satisfies Record<string, DevnetToken>;
