import { NodeAnswerError } from './indexer-rpc';
import { emptyRows, type IndexedRows, type TransferRow } from './indexed-rows';
import type { InternalTransfer } from './internal-transfers';
import type { NodeBlock, NodeLog, NodeReceipt, NodeTransaction } from './node-types';
import { decodeTransferLog } from './transfer-logs';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** What was read from the node about one block. */
export interface BlockReading {
  block: NodeBlock;
  /** Receipts by transaction hash (lowercase), at least for every transaction kept. */
  receipts: Map<string, NodeReceipt>;
  /** Its Transfer logs (in `watched` mode only those touching a watched account). */
  logs: NodeLog[];
  internalTransfers: Map<string, InternalTransfer[]>;
}

/**
 * The transactions of a block the index keeps, with their transfers and one account row per address
 * involved. `watched` undefined keeps every transaction; else those from or to a watched account,
 * or with a transfer log already filtered by those accounts.
 */
export function transactionsToKeep(reading: BlockReading, watched?: ReadonlySet<string>): NodeTransaction[] {
  if (!watched) return reading.block.transactions;
  const withLogs = new Set(reading.logs.map((log) => log.transactionHash.toLowerCase()));
  return reading.block.transactions.filter(
    (transaction) =>
      watched.has(transaction.from.toLowerCase()) ||
      (transaction.to !== null && watched.has(transaction.to.toLowerCase())) ||
      withLogs.has(transaction.hash.toLowerCase()),
  );
}

export function rowsForBlock(chainId: number, reading: BlockReading, kept: readonly NodeTransaction[]): IndexedRows {
  const rows = emptyRows();
  const blockNumber = Number(reading.block.number);
  const minedAt = Number(reading.block.timestamp);
  const logsByTransaction = new Map<string, NodeLog[]>();
  for (const log of reading.logs) {
    if (log.removed) continue;
    const hash = log.transactionHash.toLowerCase();
    logsByTransaction.set(hash, [...(logsByTransaction.get(hash) ?? []), log]);
  }

  for (const transaction of kept) {
    const hash = transaction.hash.toLowerCase();
    const receipt = reading.receipts.get(hash);
    if (!receipt) throw new NodeAnswerError(`no receipt for ${hash} in block ${blockNumber}`);
    const status = receipt.status === '0x0' ? 'failed' : 'confirmed';
    const from = transaction.from.toLowerCase();
    const to = transaction.to?.toLowerCase() ?? null;
    const txIndex = Number(transaction.transactionIndex);
    const value = BigInt(transaction.value);
    rows.transactions.push({
      chainId,
      hash,
      blockNumber,
      txIndex,
      minedAt,
      fromAddress: from,
      toAddress: to,
      value: value.toString(),
      status,
      selector: transaction.input.length >= 10 ? transaction.input.slice(0, 10).toLowerCase() : null,
    });

    const transfers: TransferRow[] = [];
    if (status === 'confirmed') {
      const native = { chainId, txHash: hash, blockNumber, kind: 'native', token: null, tokenId: null };
      if (value > 0n && to) transfers.push({ ...native, position: -1, fromAddress: from, toAddress: to, amount: value.toString() });
      (reading.internalTransfers.get(hash) ?? []).forEach((internal, index) =>
        transfers.push({
          ...native,
          position: -2 - index,
          fromAddress: internal.from,
          toAddress: internal.to,
          amount: internal.value.toString(),
        }),
      );
      for (const log of logsByTransaction.get(hash) ?? []) {
        const decoded = decodeTransferLog(chainId, log);
        if (!decoded) continue;
        transfers.push(...decoded.rows);
        rows.tokens.push({ address: log.address.toLowerCase(), kind: decoded.kind });
      }
    }
    rows.transfers.push(...transfers);

    const involved = new Set([from, ...(to ? [to] : []), ...transfers.flatMap((transfer) => [transfer.fromAddress, transfer.toAddress])]);
    involved.delete(ZERO_ADDRESS);
    for (const address of involved) rows.accounts.push({ chainId, address, blockNumber, txIndex, txHash: hash, minedAt });
  }
  return rows;
}
