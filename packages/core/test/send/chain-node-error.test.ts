import { describe, expect, it } from 'vitest';
import { CHAIN_NODE_ERROR_MESSAGES, toChainNodeError } from '../../src/errors/chain-node-error';

describe('toChainNodeError', () => {
  it("maps the node's own wording, however deep in the cause chain, to the spec §8 messages", () => {
    const cases: Array<[string, string]> = [
      ['execution reverted', CHAIN_NODE_ERROR_MESSAGES.executionReverted()],
      ['max fee per gas higher than 2^256-1', CHAIN_NODE_ERROR_MESSAGES.feeCapTooHigh],
      ['max fee per gas less than block base fee: maxFeePerGas: 1, baseFee: 7', CHAIN_NODE_ERROR_MESSAGES.feeCapTooLow],
      ['nonce too high', CHAIN_NODE_ERROR_MESSAGES.nonceTooHigh],
      ['nonce too low: next nonce 4, tx nonce 1', CHAIN_NODE_ERROR_MESSAGES.nonceTooLow],
      ['nonce has max value', CHAIN_NODE_ERROR_MESSAGES.nonceMaxValue],
      ['Insufficient funds for gas * price + value', CHAIN_NODE_ERROR_MESSAGES.insufficientFunds],
      ['intrinsic gas too high', CHAIN_NODE_ERROR_MESSAGES.intrinsicGasTooHigh],
      ['intrinsic gas too low', CHAIN_NODE_ERROR_MESSAGES.intrinsicGasTooLow],
      ['transaction type not valid', CHAIN_NODE_ERROR_MESSAGES.transactionTypeNotSupported],
      ['max priority fee per gas higher than max fee per gas', CHAIN_NODE_ERROR_MESSAGES.tipAboveFeeCap],
    ];
    for (const [nodeMessage, expected] of cases) {
      const error = new Error('Transaction failed', { cause: new Error('RPC error', { cause: { code: -32003, message: nodeMessage } }) });
      expect(toChainNodeError(error)?.message).toBe(expected);
      expect(toChainNodeError(error)?.code).toBe('CHAIN_NODE_ERROR');
    }
  });

  it("keeps a revert's reason", () => {
    const error = toChainNodeError(new Error('execution reverted: ERC20: transfer amount exceeds balance'));
    expect(error?.message).toBe(CHAIN_NODE_ERROR_MESSAGES.executionReverted('ERC20: transfer amount exceeds balance'));
    expect(error?.kind).toBe('executionReverted');
  });

  it("recognises viem's node error classes by name", () => {
    const viemLike = Object.assign(
      new Error('The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.'),
      { name: 'InsufficientFundsError' },
    );
    expect(toChainNodeError(viemLike)?.kind).toBe('insufficientFunds');
  });

  it('leaves other errors alone', () => {
    expect(toChainNodeError(new Error('User rejected the request'))).toBeUndefined();
    expect(toChainNodeError('boom')).toBeUndefined();
  });
});
