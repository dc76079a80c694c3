import { describe, expect, it } from 'vitest';
import { parseTokenAmount } from '../../src/send/token-amount';

describe('parseTokenAmount', () => {
  it('turns a decimal string into the smallest unit of a token with the given decimals', () => {
    expect(parseTokenAmount('1.5', 6)).toEqual({ ok: true, value: 1_500_000n });
    expect(parseTokenAmount('0.000001', 6)).toEqual({ ok: true, value: 1n });
    expect(parseTokenAmount('12', 18)).toEqual({ ok: true, value: 12_000_000_000_000_000_000n });
    expect(parseTokenAmount(' .25 ', 2)).toEqual({ ok: true, value: 25n });
    expect(parseTokenAmount('3.', 0)).toEqual({ ok: true, value: 3n });
  });

  it('rejects more decimals than the token has', () => {
    expect(parseTokenAmount('0.0000001', 6)).toEqual({ ok: false, reason: 'tooManyDecimals' });
    expect(parseTokenAmount('1.5', 0)).toEqual({ ok: false, reason: 'tooManyDecimals' });
  });

  it('tells empty input from text that is not an amount', () => {
    expect(parseTokenAmount('', 18)).toEqual({ ok: false, reason: 'empty' });
    expect(parseTokenAmount('   ', 18)).toEqual({ ok: false, reason: 'empty' });
    for (const text of ['abc', '1,5', '-1', '1e3', '.', '1.2.3', '0x10']) {
      expect(parseTokenAmount(text, 18)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
