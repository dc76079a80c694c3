import type { ChainNode } from './chain-node';
import { rowsForBlock, transactionsToKeep, type BlockReading } from './block-rows';
import { NodeAnswerError } from './indexer-rpc';
import { emptyRows, type IndexedRows } from './indexed-rows';
import type { InternalTransfer } from './internal-transfers';
import { mapWithLimit } from './map-with-limit';
import type { NodeBlock, NodeBlockHeader, NodeLog, NodeReceipt } from './node-types';
import { transactionsFromReceipts } from './transactions-from-receipts';
import { addressTopic, TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC, TRANSFER_TOPIC, TRANSFER_TOPICS } from './transfer-logs';

/** Node calls one chain's indexer has running at once (`watched` mode; see ALL_MODE_BLOCKS_AT_ONCE). */
const NODE_CALLS_AT_ONCE = 8;
/**
 * Blocks of a range read at once in `all` mode: their calls go to the node as JSON-RPC batches
 * (indexer-rpc.ts), a few HTTP requests per range.
 */
const ALL_MODE_BLOCKS_AT_ONCE = 64;
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
  return consecutive(await mapWithLimit(numbers, NODE_CALLS_AT_ONCE, (number) => node.block(number)));
}

function watchedLogFilters(accounts: ReadonlySet<string>): (string | string[] | null)[][] {
  const topics = [...accounts].map(addressTopic);
  const filters: (string | string[] | null)[][] = [];
  for (let index = 0; index < topics.length; index += ADDRESSES_PER_FILTER) {
    const chunk = topics.slice(index, index + ADDRESSES_PER_FILTER);
    filters.push(
      [TRANSFER_TOPIC, chunk],
      [TRANSFER_TOPIC, null, chunk],
      [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, chunk],
      [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, chunk],
    );
  }
  return filters;
}

async function watchedTransferLogs(node: ChainNode, blocks: NodeBlock[], accounts: ReadonlySet<string>): Promise<Map<number, NodeLog[]>> {
  const fromBlock = Number(blocks[0]!.number);
  const toBlock = Number(blocks.at(-1)!.number);
  const filters = watchedLogFilters(accounts);
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

function consecutive<T extends { hash: string; parentHash: string }>(found: readonly (T | null)[]): T[] {
  const blocks: T[] = [];
  for (const block of found) {
    if (!block || (blocks.length > 0 && block.parentHash.toLowerCase() !== blocks.at(-1)!.hash.toLowerCase())) break;
    blocks.push(block);
  }
  return blocks;
}

const changedWhileRead = (number: number) => new NodeAnswerError(`block ${number} changed while it was read`);

/**
 * One block in `all` mode from its header, receipts and trace; the full transactions only where the
 * node has no trace, or receipts and trace do not add up (transactions-from-receipts.ts).
 */
async function readWholeBlock(node: ChainNode, header: NodeBlockHeader): Promise<BlockReading> {
  const number = Number(header.number);
  const hash = header.hash.toLowerCase();
  if (header.transactions.length === 0)
    return { block: { ...header, transactions: [] }, receipts: new Map(), logs: [], internalTransfers: new Map() };
  const [receipts, traces] = await Promise.all([node.blockReceipts(header), node.traces(number)]);
  // Receipts and trace are asked for by number: the node may have moved to another fork since the header.
  if (receipts.some((receipt) => receipt.blockHash !== undefined && receipt.blockHash.toLowerCase() !== hash))
    throw changedWhileRead(number);
  if (traces?.blockHash !== undefined && traces.blockHash !== hash) throw changedWhileRead(number);
  let transactions = traces && transactionsFromReceipts(header, receipts, traces.calls);
  if (!transactions) {
    const block = await node.block(number);
    if (!block || block.hash.toLowerCase() !== hash) throw changedWhileRead(number);
    transactions = block.transactions;
  }
  const logs = receipts
    .flatMap((receipt) => receipt.logs ?? [])
    .filter((log) => TRANSFER_TOPICS.includes(log.topics[0]?.toLowerCase() ?? ''));
  if (logs.some((log) => log.blockHash !== undefined && log.blockHash.toLowerCase() !== hash)) throw changedWhileRead(number);
  return {
    block: { ...header, transactions },
    receipts: new Map(receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt])),
    logs,
    internalTransfers: traces?.internalTransfers ?? new Map(),
  };
}

/** `all` mode: every block's header first (cheap), then each non-empty block's receipts and trace. */
async function readAllRange(node: ChainNode, chainId: number, from: number, to: number): Promise<RangeReading> {
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const headers = consecutive(await mapWithLimit(numbers, ALL_MODE_BLOCKS_AT_ONCE, (number) => node.header(number)));
  const readings = await mapWithLimit(headers, ALL_MODE_BLOCKS_AT_ONCE, (header) => readWholeBlock(node, header));
  const rows = emptyRows();
  for (const reading of readings) {
    const found = rowsForBlock(chainId, reading, reading.block.transactions);
    rows.transactions.push(...found.transactions);
    rows.transfers.push(...found.transfers);
    rows.accounts.push(...found.accounts);
    rows.tokens.push(...found.tokens);
  }
  return { blocks: readings.map((reading) => reading.block), rows };
}

/** Reads blocks `from`..`to` (fewer when the node has fewer, or the chain forks inside the range) into index rows. */
export async function readBlockRange(node: ChainNode, chainId: number, from: number, to: number, scope: RangeScope): Promise<RangeReading> {
  if (scope.mode === 'all') return readAllRange(node, chainId, from, to);
  const blocks = await consecutiveBlocks(node, from, to);
  const rows = emptyRows();
  if (blocks.length === 0) return { blocks, rows };
  const logs = await watchedTransferLogs(node, blocks, scope.accounts);
  const readings = await mapWithLimit(blocks, NODE_CALLS_AT_ONCE, async (block) => {
    const reading: BlockReading = {
      block,
      receipts: new Map(),
      logs: logs.get(Number(block.number)) ?? [],
      internalTransfers: new Map<string, InternalTransfer[]>(),
    };
    const kept = transactionsToKeep(reading, scope.accounts);
    if (kept.length === 0) return rowsForBlock(chainId, reading, kept);
    const receipts: NodeReceipt[] = await Promise.all(kept.map((transaction) => node.receipt(transaction.hash)));
    for (const receipt of receipts) reading.receipts.set(receipt.transactionHash.toLowerCase(), receipt);
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
