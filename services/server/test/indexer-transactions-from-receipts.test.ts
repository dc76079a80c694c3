import { describe, expect, it } from 'vitest';
import type { Hex, NodeBlockHeader, NodeReceipt, ParityTrace } from '../src/indexer/node-types';
import { tracedCallFromFrame, tracedCallsFromParityTraces } from '../src/indexer/traced-calls';
import { transactionsFromReceipts } from '../src/indexer/transactions-from-receipts';

const A: Hex = `0x${'a'.repeat(40)}`;
const B: Hex = `0x${'b'.repeat(40)}`;
const C: Hex = `0x${'c'.repeat(40)}`;
const T1: Hex = `0x${'1'.repeat(64)}`;
const T2: Hex = `0x${'2'.repeat(64)}`;
const header: NodeBlockHeader = {
  number: '0x5',
  hash: `0x${'9'.repeat(64)}`,
  parentHash: `0x${'8'.repeat(64)}`,
  timestamp: '0x10',
  transactions: [T1, T2],
};
const receipts: NodeReceipt[] = [
  { transactionHash: T1, transactionIndex: '0x0', from: A, to: B, status: '0x1' },
  { transactionHash: T2, transactionIndex: '0x1', from: A, to: null, status: '0x0' },
];
const traces: ParityTrace[] = [
  {
    type: 'call',
    action: { from: A, to: B, value: '0x7', input: '0xa9059cbb00', callType: 'call' },
    transactionHash: T1,
    traceAddress: [],
  },
  { type: 'call', action: { from: B, to: C, value: '0x1', input: '0x', callType: 'call' }, transactionHash: T1, traceAddress: [0] },
  {
    type: 'create',
    action: { from: A, value: '0x0', init: '0x6080' },
    result: null,
    error: 'Reverted',
    transactionHash: T2,
    traceAddress: [],
  },
  { type: 'reward', action: { value: '0x1' }, transactionHash: null, traceAddress: [] },
];

describe("a block's transactions from its receipts and trace", () => {
  it('takes hash, index, sender and recipient from the receipts, value and input from the outermost calls', () => {
    expect(transactionsFromReceipts(header, receipts, tracedCallsFromParityTraces(traces))).toEqual([
      { hash: T1, transactionIndex: '0x0', from: A, to: B, value: '0x7', input: '0xa9059cbb00' },
      { hash: T2, transactionIndex: '0x1', from: A, to: null, value: '0x0', input: '0x6080' },
    ]);
  });

  it("reads the same from callTracer's root frames", () => {
    const calls = new Map([
      [
        T1,
        tracedCallFromFrame({
          type: 'CALL',
          from: A,
          to: B,
          value: '0x7',
          input: '0xa9059cbb00',
          calls: [{ type: 'CALL', from: B, to: C, value: '0x1' }],
        }),
      ],
      [T2, tracedCallFromFrame({ type: 'CREATE', from: A, to: C, value: '0x0', input: '0x6080', error: 'execution reverted' })],
    ]);
    expect(transactionsFromReceipts(header, receipts, calls)?.map((transaction) => transaction.value)).toEqual(['0x7', '0x0']);
  });

  it('gives up (the block is then read in full) when the pieces do not add up', () => {
    const calls = tracedCallsFromParityTraces(traces);
    expect(transactionsFromReceipts(header, receipts.slice(0, 1), calls)).toBeUndefined();
    expect(transactionsFromReceipts(header, [...receipts].reverse(), calls)).toBeUndefined();
    expect(transactionsFromReceipts(header, receipts, tracedCallsFromParityTraces(traces.slice(1)))).toBeUndefined();
    expect(transactionsFromReceipts(header, [{ ...receipts[0]!, from: C }, receipts[1]!], calls)).toBeUndefined();
    expect(transactionsFromReceipts(header, [{ ...receipts[0]!, to: C }, receipts[1]!], calls)).toBeUndefined();
    expect(transactionsFromReceipts(header, [receipts[0]!, { ...receipts[1]!, to: B }], calls)).toBeUndefined();
    expect(transactionsFromReceipts(header, [{ ...receipts[0]!, from: undefined }, receipts[1]!], calls)).toBeUndefined();
    const withoutValue = tracedCallsFromParityTraces([{ ...traces[0]!, action: { ...traces[0]!.action, value: undefined } }, traces[2]!]);
    expect(transactionsFromReceipts(header, receipts, withoutValue)).toBeUndefined();
  });
});
