/** The fee tiers of a Uniswap V3 factory, in hundredths of a basis point. */
export type UniswapV3Fee = 100 | 500 | 3000 | 10000;

/** Each fee tier's tick spacing (100 is not on in a new factory: seeding enables it). */
export const UNISWAP_V3_TICK_SPACINGS = { 100: 1, 500: 10, 3000: 60, 10000: 200 } as const satisfies Record<UniswapV3Fee, number>;

// TickMath.MAX_TICK: the price range a pool can represent is [1.0001^-887272, 1.0001^887272].
const MAX_TICK = 887272;

/** The widest position a pool of this fee tier accepts: its extreme ticks rounded in to the tier's spacing. */
export function fullRangeTicks(fee: UniswapV3Fee): { tickLower: number; tickUpper: number } {
  const spacing = UNISWAP_V3_TICK_SPACINGS[fee];
  const tickUpper = Math.floor(MAX_TICK / spacing) * spacing;
  return { tickLower: -tickUpper, tickUpper };
}
