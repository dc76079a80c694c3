import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { validateSendEth } from '../src/panels/send-eth-validation';

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('send ETH validation', () => {
  it('accepts an address and a positive amount within the balance', () => {
    expect(validateSendEth({ to: ` ${to} `, amount: '1.5' }, parseEther('2'))).toEqual({ ok: true, to, value: parseEther('1.5') });
  });

  it.each([
    [{ to: '0x1234', amount: '1' }, 'to'],
    [{ to, amount: 'abc' }, 'amount'],
    [{ to, amount: '0' }, 'amount'],
    [{ to, amount: '-1' }, 'amount'],
    [{ to, amount: '3' }, 'amount'],
  ] as const)('rejects %j on %s', (input, field) => {
    const result = validateSendEth(input, parseEther('2'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  });
});
