import { describe, expect, it } from 'vitest';
import { fullRangeTicks } from '../src/uniswap-v3/full-range-ticks';
import { integerSqrt, sqrtPriceX96 } from '../src/uniswap-v3/sqrt-price-x96';

const Q96 = 2n ** 96n;

describe('integerSqrt', () => {
  it('is the floor of the square root', () => {
    for (const n of [0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n, 10n ** 40n, 10n ** 40n - 1n, 2n ** 255n]) {
      const root = integerSqrt(n);
      expect(root * root <= n && (root + 1n) * (root + 1n) > n, String(n)).toBe(true);
    }
  });

  it('refuses a negative number', () => {
    expect(() => integerSqrt(-1n)).toThrow(RangeError);
  });
});

describe('sqrtPriceX96', () => {
  it('is 2^96 at a 1:1 price', () => {
    expect(sqrtPriceX96(10n ** 18n, 10n ** 18n)).toBe(Q96);
  });

  it('takes decimals into account through raw amounts (1 WETH = 3000 USDC, WETH token0)', () => {
    // 3000e6 / 1e18 = 3e-9 raw USDC per raw WETH.
    const price = sqrtPriceX96(10n ** 18n, 3000n * 10n ** 6n);
    expect(price).toBe(integerSqrt((3000n * 10n ** 6n * 2n ** 192n) / 10n ** 18n));
    expect(Number(price) ** 2 / 2 ** 192).toBeCloseTo(3e-9, 20);
  });

  it('is the floor of the exact square root (squares bracket the price)', () => {
    const amount0 = 1_500_000n * 10n ** 6n;
    const amount1 = 500n * 10n ** 18n;
    const price = sqrtPriceX96(amount0, amount1);
    expect(price * price * amount0 <= amount1 * 2n ** 192n).toBe(true);
    expect((price + 1n) * (price + 1n) * amount0 > amount1 * 2n ** 192n).toBe(true);
  });
});

describe('fullRangeTicks', () => {
  it('gives the widest ticks that are multiples of each fee tier’s spacing', () => {
    expect(fullRangeTicks(100)).toEqual({ tickLower: -887272, tickUpper: 887272 });
    expect(fullRangeTicks(500)).toEqual({ tickLower: -887270, tickUpper: 887270 });
    expect(fullRangeTicks(3000)).toEqual({ tickLower: -887220, tickUpper: 887220 });
    expect(fullRangeTicks(10000)).toEqual({ tickLower: -887200, tickUpper: 887200 });
  });
});
