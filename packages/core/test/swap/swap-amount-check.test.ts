import { describe, expect, it } from 'vitest';
import { checkSwapAmount } from '../../src/swap/swap-amount-check';

const usdc = { symbol: 'USDC', decimals: 6 };
const balance = 2_500_000n;
const check = (amount: string) => checkSwapAmount({ amount, token: usdc, balance });

describe('the swap amount (exact input)', () => {
  it('is the typed amount in the smallest unit, exactly', () => {
    expect(check('1.5')).toEqual({ amount: 1_500_000n });
    expect(check(' .000001 ')).toEqual({ amount: 1n });
    expect(check('2.5')).toEqual({ amount: balance });
  });

  it('gives each bad amount its own message', () => {
    expect(check('')).toEqual({ error: 'Enter an amount', empty: true });
    expect(check('0')).toEqual({ error: 'Enter an amount greater than 0' });
    expect(check('0.000')).toEqual({ error: 'Enter an amount greater than 0' });
    expect(check('-1')).toEqual({ error: 'Enter a positive amount' });
    expect(check('abc')).toEqual({ error: 'Enter an amount, like 1.5' });
    expect(check('1e3')).toEqual({ error: 'Enter an amount, like 1.5' });
    expect(check('1.2.3')).toEqual({ error: 'Enter an amount, like 1.5' });
    expect(check('0.0000001')).toEqual({ error: 'USDC has at most 6 decimal places' });
    expect(check('2.500001')).toEqual({ error: 'Not enough USDC: your balance is 2.5 USDC' });
  });

  it('speaks the given catalogue', async () => {
    const { swap } = await import('../../src/i18n/locales/de/swap');
    expect(checkSwapAmount({ amount: '3', token: usdc, balance, texts: swap }).error).toBe(
      'Nicht genug USDC: Ihr Guthaben beträgt 2.5 USDC',
    );
  });
});
