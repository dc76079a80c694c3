import { describe, expect, it } from 'vitest';
import { exactAmountText } from '../../src/send/exact-amount-text';
import { feeAmountText } from '../../src/send/fee-amount-text';

const ether = (text: string) => BigInt(text);

describe('exactAmountText', () => {
  it('groups the whole part in thousands (en-US) and keeps every significant decimal', () => {
    expect(exactAmountText(10_000n * 10n ** 18n, 18)).toBe('10,000');
    expect(exactAmountText(ether('899963999283045000'), 18)).toBe('0.899963999283045');
    expect(exactAmountText(1_234_567_500_000n, 6)).toBe('1,234,567.5');
    expect(exactAmountText(999n, 0)).toBe('999');
    expect(exactAmountText(0n, 18)).toBe('0');
  });

  it('never rounds: one unit below a whole number stays below it', () => {
    expect(exactAmountText(10n ** 21n - 1n, 18)).toBe('999.999999999999999999');
    expect(exactAmountText(2n ** 64n, 6)).toBe('18,446,744,073,709.551616');
  });
});

describe('feeAmountText', () => {
  it('shows at most 4 significant digits', () => {
    expect(feeAmountText(ether('60210189330363'), 18)).toBe('0.00006021');
    expect(feeAmountText(42_000_000_000_000n, 18)).toBe('0.000042');
    expect(feeAmountText(ether('123456789'), 18)).toBe('0.0000000001235');
  });

  it('rounds to the nearest, carrying into the next digit', () => {
    expect(feeAmountText(ether('60215000000000'), 18)).toBe('0.00006022');
    expect(feeAmountText(ether('99996000000000000'), 18)).toBe('0.1');
  });

  it('keeps every whole digit of a large fee, grouped', () => {
    expect(feeAmountText(ether('12345678900000000000000'), 18)).toBe('12,346');
    expect(feeAmountText(ether('1234567000000000000'), 18)).toBe('1.235');
  });

  it('shows a zero fee as 0', () => {
    expect(feeAmountText(0n, 18)).toBe('0');
  });
});
