import { describe, expect, it } from 'vitest';
import { DEFAULT_SWAP_SLIPPAGE, minimumReceived, parseSlippage } from '../../src/swap/slippage';

describe('slippage tolerance', () => {
  it('defaults to 1, which is 1% (spec §9)', () => {
    expect(DEFAULT_SWAP_SLIPPAGE).toBe(1);
    expect(minimumReceived(1_000_000n, DEFAULT_SWAP_SLIPPAGE)).toBe(990_000n);
  });

  it('accepts 0.01 to 50 percent with at most two decimals', () => {
    expect(parseSlippage('0.01')).toBe(0.01);
    expect(parseSlippage('0.5')).toBe(0.5);
    expect(parseSlippage('.5')).toBe(0.5);
    expect(parseSlippage('50')).toBe(50);
    for (const bad of ['', '0', '0.001', '50.01', '51', '-1', 'abc', '1,5', '100']) expect(parseSlippage(bad), bad).toBeUndefined();
  });

  it('computes the minimum received exactly, rounded down', () => {
    expect(minimumReceived(3_000_000_000_000_000_000n, 0.5)).toBe(2_985_000_000_000_000_000n);
    expect(minimumReceived(999n, 0.01)).toBe(998n);
    expect(minimumReceived(10n, 50)).toBe(5n);
  });
});
