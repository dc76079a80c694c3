import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '@airlock/protocol';
import { enSend, formatUnits, maxSendAmount } from '../../src';
import { sendableTokens } from '../../src/send/sendable-token';
import { validateSendForm } from '../../src/send/send-form-validation';
import { devnet } from '../fixtures';

const DAI = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const fee = 21_000n * 2_000_000_000n;
const dai = (numeric: string): TokenBalance => ({
  name: 'Dai',
  symbol: 'DAI',
  chainId: devnet.caipNetworkId,
  address: DAI,
  price: 1,
  value: Number(numeric),
  quantity: { decimals: '18', numeric },
  iconUrl: '',
});

/** The Send form's DAI as the server's balance (an exact decimal string) becomes it. */
function daiHolding(numeric: string) {
  const token = sendableTokens(devnet, [dai(numeric)], { value: 10n ** 18n, decimals: 18, symbol: 'ETH' }).find(
    (candidate) => candidate.symbol === 'DAI',
  )!;
  const check = (amount: string) => validateSendForm({ token, amount, recipient, fee, nativeBalance: 10n ** 18n });
  return { token, check };
}

describe('the holding and Max, exact to the token’s decimals', () => {
  it('keeps every one of 18 decimals a float would round up (0.999999999999999999 is 1 as a number)', () => {
    const { token, check } = daiHolding('0.999999999999999999');
    expect(Number('0.999999999999999999')).toBe(1);
    expect(token.balance).toBe(999_999_999_999_999_999n);
    expect(formatUnits(maxSendAmount(token, fee), token.decimals)).toBe('0.999999999999999999');
    expect(check('0.999999999999999999')).toMatchObject({ errors: {}, amount: 999_999_999_999_999_999n });
    expect(check('1').errors.amount).toBe(enSend.insufficientFunds);
  });

  it('compares in base units past what a float holds: one wei over the balance is insufficient', () => {
    const { token, check } = daiHolding('123456789012345678.123456789012345678');
    expect(token.balance).toBe(123_456_789_012_345_678_123_456_789_012_345_678n);
    expect(check('123456789012345678.123456789012345678')).toMatchObject({ errors: {}, amount: token.balance });
    expect(check('123456789012345678.123456789012345679').errors.amount).toBe(enSend.insufficientFunds);
  });

  it('fills Max with the native balance minus the fee to the wei, which the form accepts and one wei more it refuses', () => {
    const tokens = sendableTokens(devnet, [], { value: 1_234_567_890_123_456_789n, decimals: 18, symbol: 'ETH' });
    const eth = tokens[0]!;
    const max = formatUnits(maxSendAmount(eth, fee), eth.decimals);
    expect(max).toBe('1.234525890123456789');
    const check = (amount: string) => validateSendForm({ token: eth, amount, recipient, fee, nativeBalance: eth.balance });
    expect(check(max)).toMatchObject({ errors: {}, amount: eth.balance - fee });
    expect(check('1.23452589012345679').errors.amount).toBe(enSend.insufficientFunds);
  });
});
