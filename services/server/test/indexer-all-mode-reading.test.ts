import { describe, expect, it } from 'vitest';
import { readBlockRange } from '../src/indexer/block-range-reader';
import type { BlockTraces, ChainNode } from '../src/indexer/chain-node';
import type { Hex, NodeBlock, NodeReceipt } from '../src/indexer/node-types';
import { TRANSFER_TOPIC, addressTopic } from '../src/indexer/transfer-logs';

const A: Hex = `0x${'a'.repeat(40)}`;
const B: Hex = `0x${'b'.repeat(40)}`;
const TOKEN: Hex = `0x${'c'.repeat(40)}`;
const word = (prefix: string, number: number): Hex => `0x${prefix}${number.toString(16).padStart(63, '0')}`;

/** Blocks 0..2: 0 and 2 hold an ETH transfer A→B and a token transfer, 1 is empty. */
const blockOf = (number: number): NodeBlock => ({
  number: `0x${number.toString(16)}`,
  hash: word('b', number),
  parentHash: number === 0 ? word('0', 0) : word('b', number - 1),
  timestamp: '0x10',
  transactions:
    number === 1
      ? []
      : [
          { hash: word('e', number), from: A, to: B, value: '0x5', input: '0x', transactionIndex: '0x0' },
          { hash: word('f', number), from: A, to: TOKEN, value: '0x0', input: '0xa9059cbb0000', transactionIndex: '0x1' },
        ],
});
const receiptsOf = (block: NodeBlock, blockHash: Hex = block.hash): NodeReceipt[] =>
  block.transactions.map((transaction, index) => ({
    transactionHash: transaction.hash,
    transactionIndex: transaction.transactionIndex,
    blockHash,
    from: transaction.from,
    to: transaction.to,
    status: '0x1',
    logs:
      index === 1
        ? [
            {
              address: TOKEN,
              topics: [TRANSFER_TOPIC, addressTopic(A), addressTopic(B)] as Hex[],
              data: `0x${'0'.repeat(63)}7`,
              blockNumber: block.number,
              blockHash,
              transactionHash: transaction.hash,
              transactionIndex: '0x1',
              logIndex: '0x0',
            },
          ]
        : [],
  }));
const tracesOf = (block: NodeBlock): BlockTraces => ({
  internalTransfers: new Map(),
  calls: new Map(
    block.transactions.map((transaction) => [
      transaction.hash,
      { from: transaction.from, to: transaction.to!, creation: false, value: transaction.value, input: transaction.input },
    ]),
  ),
  blockHash: block.hash,
});

function fakeNode(options: { traces: boolean; receiptsFrom?: (block: NodeBlock) => NodeReceipt[] }) {
  const calls: string[] = [];
  const node: ChainNode = {
    headNumber: async () => 2,
    async block(number) {
      calls.push(`block ${number}`);
      return blockOf(number);
    },
    async header(number) {
      calls.push(`header ${number}`);
      const block = blockOf(number);
      return { ...block, transactions: block.transactions.map((transaction) => transaction.hash) };
    },
    blockHash: async (number) => word('b', number),
    async blockReceipts(header) {
      calls.push(`receipts ${Number(header.number)}`);
      return (options.receiptsFrom ?? receiptsOf)(blockOf(Number(header.number)));
    },
    receipt: async () => {
      throw new Error('not asked in all mode');
    },
    logs: async () => {
      throw new Error('not asked in all mode');
    },
    async traces(number) {
      calls.push(`traces ${number}`);
      return options.traces ? tracesOf(blockOf(number)) : undefined;
    },
    ethCall: async () => '0x',
    traceSupport: () => (options.traces ? 'parity' : 'none'),
  };
  return { node, calls };
}

const expectedRows = async (node: ChainNode) => {
  const reading = await readBlockRange(node, 1, 0, 2, { mode: 'all' });
  expect(reading.blocks.map((block) => block.hash)).toEqual([0, 1, 2].map((number) => word('b', number)));
  expect(reading.rows.transactions.map((row) => [row.blockNumber, row.value, row.selector])).toEqual([
    [0, '5', null],
    [0, '0', '0xa9059cbb'],
    [2, '5', null],
    [2, '0', '0xa9059cbb'],
  ]);
  expect(reading.rows.transfers.map((row) => [row.blockNumber, row.kind, row.amount])).toEqual([
    [0, 'native', '5'],
    [0, 'erc20', '7'],
    [2, 'native', '5'],
    [2, 'erc20', '7'],
  ]);
};

describe('reading a range in all mode', () => {
  it('reads headers, then receipts and trace of the non-empty blocks only, never the full transactions', async () => {
    const { node, calls } = fakeNode({ traces: true });
    await expectedRows(node);
    expect(calls.filter((call) => call.startsWith('block'))).toEqual([]);
    expect(calls.filter((call) => !call.startsWith('header')).sort()).toEqual(['receipts 0', 'receipts 2', 'traces 0', 'traces 2']);
  });

  it('reads the full block where the node has no trace, with the same rows', async () => {
    const { node, calls } = fakeNode({ traces: false });
    await expectedRows(node);
    expect(calls.filter((call) => call.startsWith('block')).sort()).toEqual(['block 0', 'block 2']);
  });

  it('refuses receipts of another fork than the header', async () => {
    const { node } = fakeNode({
      traces: true,
      receiptsFrom: (block) => receiptsOf(block, block.number === '0x2' ? word('d', 2) : block.hash),
    });
    await expect(readBlockRange(node, 1, 0, 2, { mode: 'all' })).rejects.toThrow('block 2 changed while it was read');
  });
});
