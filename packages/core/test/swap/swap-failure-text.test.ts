import { describe, expect, it } from 'vitest';
import { ChainNodeError, enSend, UserRejectedRequestError } from '../../src';
import { swap as enSwap } from '../../src/i18n/locales/en/swap';
import { swapFailureText } from '../../src/swap/swap-failure-text';

const texts = { swap: enSwap, send: enSend, userRejected: 'You said no' };
const text = (error: unknown) => swapFailureText(error, texts, 'fallback');

describe('what a failed swap says', () => {
  it('tells a slippage revert in words the visitor understands', () => {
    expect(text(new ChainNodeError('executionReverted', { reason: 'Too little received' }))).toBe(enSwap.slippageExceeded);
    expect(text(new Error('execution reverted: Too little received'))).toBe(enSwap.slippageExceeded);
    expect(text(new ChainNodeError('executionReverted'))).toBe(enSwap.slippageExceeded);
    expect(enSwap.slippageExceeded).toMatch(/^The price moved more than your slippage allows/);
  });

  it('gives the chain node’s other errors in the §8 words, and the wallet’s refusal', () => {
    expect(text(new ChainNodeError('executionReverted', { reason: 'STF' }))).toBe('Execution reverted with reason: STF.');
    expect(text(new ChainNodeError('insufficientFunds'))).toBe(enSend.chainNodeErrors.insufficientFunds);
    expect(text(new Error('nonce too low'))).toBe(enSend.chainNodeErrors.nonceTooLow);
    expect(text(new UserRejectedRequestError())).toBe('You said no');
    expect(text(new Error('socket hang up'))).toBe('fallback');
  });
});
