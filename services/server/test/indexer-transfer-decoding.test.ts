import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, type Hex } from 'viem';
import { internalTransfersFromCallFrame, internalTransfersFromParityTraces } from '../src/indexer/internal-transfers';
import type { NodeLog } from '../src/indexer/node-types';
import { addressTopic, decodeTransferLog, TRANSFER_BATCH_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_TOPIC } from '../src/indexer/transfer-logs';

const TOKEN = '0x00000000000000000000000000000000000000aa';
const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const OPERATOR = '0x3333333333333333333333333333333333333333';
const word = (value: bigint): Hex => `0x${value.toString(16).padStart(64, '0')}`;
const log = (topics: string[], data: Hex): NodeLog => ({
  address: TOKEN,
  topics: topics as Hex[],
  data,
  blockNumber: '0x10',
  blockHash: '0xbb',
  transactionHash: '0xAB',
  transactionIndex: '0x0',
  logIndex: '0x7',
});

describe('transfer logs', () => {
  it('reads ERC-20 (amount in data) and ERC-721 (token id as the fourth topic)', () => {
    expect(decodeTransferLog(1, log([TRANSFER_TOPIC, addressTopic(A), addressTopic(B)], word(5n)))).toEqual({
      kind: 'erc20',
      rows: [
        {
          chainId: 1,
          txHash: '0xab',
          position: 7,
          batchIndex: 0,
          blockNumber: 16,
          token: TOKEN,
          kind: 'erc20',
          tokenId: null,
          fromAddress: A,
          toAddress: B,
          amount: '5',
        },
      ],
    });
    expect(decodeTransferLog(1, log([TRANSFER_TOPIC, addressTopic(A), addressTopic(B), word(42n)], '0x'))?.rows).toMatchObject([
      { kind: 'erc721', tokenId: '42', amount: '1' },
    ]);
  });

  it('reads ERC-1155 single and batch transfers, one row per id of a batch', () => {
    const topics = (topic: string) => [topic, addressTopic(OPERATOR), addressTopic(A), addressTopic(B)];
    expect(decodeTransferLog(1, log(topics(TRANSFER_SINGLE_TOPIC), `0x${word(9n).slice(2)}${word(3n).slice(2)}`))?.rows).toMatchObject([
      { kind: 'erc1155', tokenId: '9', amount: '3', fromAddress: A, toAddress: B, batchIndex: 0 },
    ]);
    const batch = encodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      [
        [1n, 2n],
        [10n, 20n],
      ],
    );
    expect(decodeTransferLog(1, log(topics(TRANSFER_BATCH_TOPIC), batch))?.rows).toMatchObject([
      { tokenId: '1', amount: '10', batchIndex: 0, position: 7 },
      { tokenId: '2', amount: '20', batchIndex: 1, position: 7 },
    ]);
  });

  it('ignores logs that only look like transfers', () => {
    expect(decodeTransferLog(1, log([TRANSFER_TOPIC, addressTopic(A), addressTopic(B)], '0x01'))).toBeUndefined();
    expect(decodeTransferLog(1, log([TRANSFER_TOPIC, addressTopic(A)], word(1n)))).toBeUndefined();
    expect(decodeTransferLog(1, log([TRANSFER_TOPIC, word(2n ** 200n), addressTopic(B)], word(1n)))).toBeUndefined();
    expect(
      decodeTransferLog(1, log([TRANSFER_BATCH_TOPIC, addressTopic(OPERATOR), addressTopic(A), addressTopic(B)], '0x1234')),
    ).toBeUndefined();
    expect(decodeTransferLog(1, log([`0x${'ab'.repeat(32)}`], '0x'))).toBeUndefined();
  });
});

describe('internal transfers', () => {
  it('takes value-carrying calls below the root from callTracer, skipping reverted subtrees', () => {
    const transfers = internalTransfersFromCallFrame({
      type: 'CALL',
      from: A,
      to: B,
      value: '0x5',
      calls: [
        { type: 'CALL', from: B, to: OPERATOR, value: '0x2', calls: [{ type: 'CALL', from: OPERATOR, to: A, value: '0x1' }] },
        {
          type: 'CALL',
          from: B,
          to: A,
          value: '0x3',
          error: 'execution reverted',
          calls: [{ type: 'CALL', from: A, to: B, value: '0x1' }],
        },
        { type: 'DELEGATECALL', from: B, to: A, value: '0x7' },
        { type: 'STATICCALL', from: B, to: A },
      ],
    });
    expect(transfers).toEqual([
      { from: B, to: OPERATOR, value: 2n },
      { from: OPERATOR, to: A, value: 1n },
    ]);
  });

  it('does the same from trace_block', () => {
    const byTransaction = internalTransfersFromParityTraces([
      { type: 'call', action: { from: A, to: B, value: '0x5', callType: 'call' }, transactionHash: '0xAA', traceAddress: [] },
      { type: 'call', action: { from: B, to: OPERATOR, value: '0x2', callType: 'call' }, transactionHash: '0xAA', traceAddress: [0] },
      {
        type: 'call',
        action: { from: B, to: A, value: '0x3', callType: 'call' },
        error: 'Reverted',
        transactionHash: '0xAA',
        traceAddress: [1],
      },
      { type: 'call', action: { from: A, to: B, value: '0x1', callType: 'call' }, transactionHash: '0xAA', traceAddress: [1, 0] },
      { type: 'call', action: { from: B, to: A, value: '0x9', callType: 'delegatecall' }, transactionHash: '0xAA', traceAddress: [2] },
      {
        type: 'call',
        action: { from: A, to: B, value: '0x5', callType: 'call' },
        error: 'Reverted',
        transactionHash: '0xCC',
        traceAddress: [],
      },
      { type: 'call', action: { from: B, to: A, value: '0x1', callType: 'call' }, transactionHash: '0xCC', traceAddress: [0] },
      { type: 'reward', action: { value: '0x1' }, transactionHash: null, traceAddress: [] },
    ]);
    expect([...byTransaction.entries()]).toEqual([['0xaa', [{ from: B, to: OPERATOR, value: 2n }]]]);
  });
});
