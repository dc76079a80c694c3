import type { ChainNode } from './chain-node';
import { rowsForBlock, transactionsToKeep, type BlockReading } from './block-rows';
import { NodeAnswerError } from './indexer-rpc';
import { emptyRows, type IndexedRows } from './indexed-rows';
import type { InternalTransfer } from './internal-transfers';
import { mapWithLimit } from './map-with-limit';
import type { NodeBlock, NodeLog, NodeReceipt } from './node-types';
import { addressTopic, TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC, TRANSFER_TOPIC, TRANSFER_TOPICS } from './transfer-logs';

/** Node calls one chain's indexer has running at once. */
const NODE_CALLS_AT_ONCE = 8;
/** Addresses per eth_getLogs topic filter in `watched` mode. */
const ADDRESSES_PER_FILTER = 200;

export interface RangeReading {
  /** The blocks read, consecutive and each the child of the one before; may stop short of `to`. */
  blocks: NodeBlock[];
  rows: IndexedRows;
}

/** Which transactions a reading keeps: all of them, or those touching the watched accounts. */
export type RangeScope = { mode: 'all' } | { mode: 'watched'; accounts: ReadonlySet<string> };

async function consecutiveBlocks(node: ChainNode, from: number, to: number): Promise<NodeBlock[]> {
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const found = await mapWithLimit(numbers, NODE_CALLS_AT_ONCE, (number) => node.block(number));
  const blocks: NodeBlock[] = [];
  for (const block of found) {
    if (!block || (blocks.length > 0 && block.parentHash.toLowerCase() !== blocks.at(-1)!.hash.toLowerCase())) break;
    blocks.push(block);
  }
  return blocks;
}

function watchedLogFilters(accounts: ReadonlySet<string>): (string | string[] | null)[][] {
  const topics = [...accounts].map(addressTopic);
  const filters: (string | string[] | null)[][] = [];
  for (let index = 0; index < topics.length; index += ADDRESSES_PER_FILTER) {
    const chunk = topics.slice(index, index + ADDRESSES_PER_FILTER);
    filters.push([TRANSFER_TOPIC, chunk], [TRANSFER_TOPIC, null, chunk], [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, chunk], [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, chunk]);
  }
  return filters;
}

async function transferLogs(node: ChainNode, blocks: NodeBlock[], scope: RangeScope): Promise<Map<number, NodeLog[]>> {
  const fromBlock = Number(blocks[0]!.number);
  const toBlock = Number(blocks.at(-1)!.number);
  const filters = scope.mode === 'all' ? [[TRANSFER_TOPICS]] : watchedLogFilters(scope.accounts);
  const answers = await mapWithLimit(filters, NODE_CALLS_AT_ONCE, (topics) => node.logs({ fromBlock, toBlock, topics }));
  const hashes = new Map(blocks.map((block) => [Number(block.number), block.hash.toLowerCase()]));
  const byBlock = new Map<number, NodeLog[]>();
  const seen = new Set<string>();
  for (const log of answers.flat()) {
    const number = Number(log.blockNumber);
    if (log.removed) continue;
    // A log of another fork: the chain moved while the range was read; the next step finds the reorg.
    if (hashes.get(number) !== log.blockHash.toLowerCase()) throw new NodeAnswerError(`block ${number} changed while it was read`);
    const key = `${log.transactionHash}:${log.logIndex}`;
    if (seen.has(key)) continue;
    seen.add(key);
    byBlock.set(number, [...(byBlock.get(number) ?? []), log]);
  }
  return byBlock;
}

/** Reads blocks `from`..`to` (fewer when the node has fewer, or the chain forks inside the range) into index rows. */
export async function readBlockRange(node: ChainNode, chainId: number, from: number, to: number, scope: RangeScope): Promise<RangeReading> {
  const blocks = await consecutiveBlocks(node, from, to);
  const rows = emptyRows();
  if (blocks.length === 0) return { blocks, rows };
  const logs = await transferLogs(node, blocks, scope);
  const readings = await mapWithLimit(blocks, NODE_CALLS_AT_ONCE, async (block) => {
    const reading: BlockReading = { block, receipts: new Map(), logs: logs.get(Number(block.number)) ?? [], internalTransfers: new Map<string, InternalTransfer[]>() };
    const kept = transactionsToKeep(reading, scope.mode === 'watched' ? scope.accounts : undefined);
    if (kept.length === 0) return rowsForBlock(chainId, reading, kept);
    const receipts: NodeReceipt[] = scope.mode === 'all' ? await node.blockReceipts(block) : await Promise.all(kept.map((transaction) => node.receipt(transaction.hash)));
    for (const receipt of receipts) reading.receipts.set(receipt.transactionHash.toLowerCase(), receipt);
    if (scope.mode === 'all') reading.internalTransfers = await node.internalTransfers(Number(block.number));
    return rowsForBlock(chainId, reading, kept);
  });
  for (const reading of readings) {
    rows.transactions.push(...reading.transactions);
    rows.transfers.push(...reading.transfers);
    rows.accounts.push(...reading.accounts);
    rows.tokens.push(...reading.tokens);
  }
  return { blocks, rows };
}
