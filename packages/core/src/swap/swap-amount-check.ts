import { formatMessage } from '@airlock/protocol';
import type { SwapMessages } from '../i18n/catalogue-types';
import { swap as enSwap } from '../i18n/locales/en/swap';
import { formatUnits } from '../format/format-units';
import { parseTokenAmount } from '../send/token-amount';

export interface SwapAmountInput {
  amount: string;
  token: { symbol: string; decimals: number };
  /** What the account holds of the token, in its smallest unit. */
  balance: bigint;
  /** The words of the messages (the modal's locale); English by default. */
  texts?: SwapMessages;
}

/** Exactly one of: the amount in the token's smallest unit, or why it cannot be swapped. */
export type SwapAmountCheck = { amount: bigint; error?: undefined } | { amount?: undefined; error: string; empty?: boolean };

/** The exact input typed, checked against the token's decimals and the account's balance. */
export function checkSwapAmount(input: SwapAmountInput): SwapAmountCheck {
  const texts = input.texts ?? enSwap;
  const typed = input.amount.trim();
  if (typed.startsWith('-')) return { error: texts.negativeAmount };
  const parsed = parseTokenAmount(typed, input.token.decimals);
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return { error: texts.enterAmount, empty: true };
    if (parsed.reason === 'invalid') return { error: texts.invalidAmount };
    return { error: formatMessage(texts.tooManyDecimals, { symbol: input.token.symbol, decimals: input.token.decimals }) };
  }
  if (parsed.value === 0n) return { error: texts.amountMustBePositive };
  if (parsed.value > input.balance) {
    const balance = `${formatUnits(input.balance, input.token.decimals)} ${input.token.symbol}`;
    return { error: formatMessage(texts.insufficientBalance, { symbol: input.token.symbol, balance }) };
  }
  return { amount: parsed.value };
}
