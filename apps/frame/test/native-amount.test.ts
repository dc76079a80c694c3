import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { nativeAmount } from '../src/approval/native-amount';

const ETH = { symbol: 'ETH', decimals: 18 };

describe('a native amount as the approval writes it', () => {
  it('keeps at most 6 significant decimals, rounded, and says when it rounded; the exact amount and its wei stay with it', () => {
    const fee = 46_200_000_000_147n; // 0.000046200000000147 ETH
    expect(nativeAmount(fee, ETH)).toEqual({
      shown: '≈ 0.0000462 ETH',
      exact: '0.000046200000000147 ETH',
      wei: '46200000000147 wei',
      rounded: true,
    });
    const total = parseEther('0.05') + fee;
    expect(nativeAmount(total, ETH).shown).toBe('≈ 0.0500462 ETH');
    expect(nativeAmount(total, ETH).exact).toBe('0.050046200000000147 ETH');
    // Half up: the 7th significant decimal is 5.
    expect(nativeAmount(parseEther('0.12345650000001'), ETH).shown).toBe('≈ 0.123457 ETH');
    expect(nativeAmount(parseEther('0.0999999999'), ETH).shown).toBe('≈ 0.1 ETH');
    // A whole part keeps 6 decimals.
    expect(nativeAmount(parseEther('12.3456789'), ETH).shown).toBe('≈ 12.345679 ETH');
  });

  it('writes an amount that needs no rounding as it is, with no ≈', () => {
    expect(nativeAmount(parseEther('0.25063'), ETH)).toEqual({
      shown: '0.25063 ETH',
      exact: '0.25063 ETH',
      wei: '250630000000000000 wei',
      rounded: false,
    });
    expect(nativeAmount(0n, ETH).shown).toBe('0 ETH');
    expect(nativeAmount(parseEther('3'), ETH).shown).toBe('3 ETH');
    expect(nativeAmount(parseEther('0.000000000000000001'), ETH).shown).toBe('0.000000000000000001 ETH');
    expect(nativeAmount(1_234_567n, { symbol: 'USDC', decimals: 6 }).shown).toBe('1.234567 USDC');
  });
});
