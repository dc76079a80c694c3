import { describe, expect, it } from 'vitest';
import { sendTransactionRequest } from '../../src/send/send-transaction-request';

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('sendTransactionRequest', () => {
  it('sends the native currency as the value of a plain transfer', () => {
    expect(sendTransactionRequest({ address: undefined }, to, 5n)).toEqual({ to, value: 5n });
  });

  it("calls the token's transfer(to, amount) for an ERC-20", () => {
    expect(sendTransactionRequest({ address: token }, to, 1_500_000n)).toEqual({
      to: token,
      value: 0n,
      // transfer(address,uint256) selector, the padded recipient, the padded amount
      data: `0xa9059cbb${'0'.repeat(24)}70997970c51812dc3a010c7d01b50e0d17dc79c8${1_500_000n.toString(16).padStart(64, '0')}`,
    });
  });
});
