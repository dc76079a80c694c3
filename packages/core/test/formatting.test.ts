import { describe, expect, it } from 'vitest';
import { formatBalance, formatNumber, formatUnits, truncateAddress } from '../src';

describe('formatting', () => {
  it('truncates addresses to 4 start and 6 end characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266');
    expect(truncateAddress('short')).toBe('short');
  });

  it('formats units exactly', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(10_000n * 10n ** 18n, 18)).toBe('10000');
    expect(formatUnits(-25n, 1)).toBe('-2.5');
  });

  it('formats numbers en-US with 2 decimals by default', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber('0.125', 3)).toBe('0.125');
    expect(formatNumber('not a number')).toBe('0.00');
  });

  it('formats a native balance with its symbol', () => {
    expect(formatBalance(9_999_500_000_000_000_000_000n, 18, 'ETH')).toBe('9,999.50 ETH');
  });
});
