import type { DEVNET_TOKENS } from '../devnet-tokens';
import type { UniswapV3Fee } from './full-range-ticks';

const ETH = 10n ** 18n;
const USDC = 10n ** 6n;
const DAI = 10n ** 18n;
const UNI = 10n ** 18n;

/** A Uniswap V3 pool seeding creates, with one full-range position holding `amountA` and `amountB`. */
export interface DevnetUniswapV3Pool {
  tokenA: keyof typeof DEVNET_TOKENS;
  amountA: bigint;
  tokenB: keyof typeof DEVNET_TOKENS;
  amountB: bigint;
  /** In hundredths of a basis point: 500 is 0.05 %. */
  fee: UniswapV3Fee;
}

/**
 * The V3 pools on every devnet chain; each pool's starting price is amountB / amountA. UNI trades on
 * V3 only, against WETH, so a UNI to USDC route goes through WETH.
 */
export const DEVNET_UNISWAP_V3_POOLS = [
  /** 1 ETH = 3000 USDC. */
  { tokenA: 'weth', amountA: 500n * ETH, tokenB: 'usdc', amountB: 1_500_000n * USDC, fee: 500 },
  { tokenA: 'weth', amountA: 200n * ETH, tokenB: 'usdc', amountB: 600_000n * USDC, fee: 3000 },
  /** 1 USDC = 1 DAI. */
  { tokenA: 'usdc', amountA: 2_000_000n * USDC, tokenB: 'dai', amountB: 2_000_000n * DAI, fee: 100 },
  { tokenA: 'usdc', amountA: 500_000n * USDC, tokenB: 'dai', amountB: 500_000n * DAI, fee: 500 },
  /** 1 ETH = 3000 DAI. */
  { tokenA: 'weth', amountA: 300n * ETH, tokenB: 'dai', amountB: 900_000n * DAI, fee: 3000 },
  /** 1 UNI = 0.002 ETH (6 USD). */
  { tokenA: 'weth', amountA: 100n * ETH, tokenB: 'uni', amountB: 50_000n * UNI, fee: 3000 },
] as const satisfies readonly DevnetUniswapV3Pool[];
