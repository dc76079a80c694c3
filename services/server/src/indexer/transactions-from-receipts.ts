import type { NodeBlockHeader, NodeReceipt, NodeTransaction } from './node-types';
import type { TracedCall } from './traced-calls';

/**
 * A block's transactions put together from its receipts (hash, index, sender, recipient) and each
 * one's outermost call in the block's trace (value, input), so that full transactions need not be
 * asked for: anvil spends about 0.3 ms on each full transaction it sends, several times a receipt
 * and a trace together. Undefined when a piece is missing or the two disagree: then the block is
 * read in full.
 */
export function transactionsFromReceipts(
  header: NodeBlockHeader,
  receipts: readonly NodeReceipt[],
  calls: ReadonlyMap<string, TracedCall>,
): NodeTransaction[] | undefined {
  if (receipts.length !== header.transactions.length) return undefined;
  const transactions: NodeTransaction[] = [];
  for (const [index, receipt] of receipts.entries()) {
    const hash = header.transactions[index]!.toLowerCase();
    if (
      receipt.transactionHash.toLowerCase() !== hash ||
      !receipt.from ||
      receipt.to === undefined ||
      receipt.transactionIndex === undefined
    )
      return undefined;
    if (Number(receipt.transactionIndex) !== index) return undefined;
    const call = calls.get(hash);
    if (!call || call.value === undefined || call.input === undefined || call.from !== receipt.from.toLowerCase()) return undefined;
    const to = receipt.to?.toLowerCase() ?? null;
    if (to === null ? !call.creation : call.creation || call.to !== to) return undefined;
    transactions.push({
      hash: receipt.transactionHash,
      from: receipt.from,
      to: receipt.to,
      value: call.value,
      input: call.input,
      transactionIndex: receipt.transactionIndex,
    });
  }
  return transactions;
}
